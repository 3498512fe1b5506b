import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { EmptyBody, envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import {
  EmailResult,
  LoginBody,
  LoginResult,
  RegConfirmBody,
  RegisterBody,
  RegisterResult,
  ResendConfirmMailBody,
  ResendConfirmMailResult,
  ResetPasswdBody,
  ResetPasswdConfirmBody,
  ResetPasswdResult,
  SubscribeBody,
  SubscribeResult,
} from './schemas';
import { createAccountService } from './service';

/** Sign-up, activation, login, logout, password reset and the newsletter. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAccountService({ db: app.db, mailer: app.mailer, now: app.now, publicUrl: app.config.publicUrl });
  const sensitive = sensitiveRoute(app);

  app.post(
    AccountPaths.subscribe,
    { config: sensitive, schema: { body: SubscribeBody, response: { 200: envelope(SubscribeResult) } } },
    async (request) => ok(await service.subscribe(request.body, request)),
  );

  app.post(
    AccountPaths.register,
    { config: sensitive, schema: { body: RegisterBody, response: { 200: envelope(RegisterResult) } } },
    async (request) => ok(await service.register(request.body, request)),
  );

  app.post(
    AccountPaths.regConfirm,
    { config: sensitive, schema: { body: RegConfirmBody, response: { 200: envelope(EmailResult) } } },
    async (request) => ok(await service.regConfirm(request.body)),
  );

  app.post(
    AccountPaths.resendConfirmMail,
    { config: sensitive, schema: { body: ResendConfirmMailBody, response: { 200: envelope(ResendConfirmMailResult) } } },
    async (request) => ok(await service.resendConfirmMail(request.body, request)),
  );

  app.post(
    AccountPaths.login,
    { config: sensitive, schema: { body: LoginBody, response: { 200: envelope(LoginResult) } } },
    async (request) => ok(await service.login(request.body, request)),
  );

  app.post(
    AccountPaths.logout,
    { config: { auth: true }, schema: { body: EmptyBody, response: { 200: envelope(Type.Null()) } } },
    async (request) => ok(await service.logout(requireUser(request))),
  );

  app.post(
    AccountPaths.resetPasswd,
    { config: sensitive, schema: { body: ResetPasswdBody, response: { 200: envelope(ResetPasswdResult) } } },
    async (request) => ok(await service.resetPasswd(request.body, request)),
  );

  app.post(
    AccountPaths.resetPasswdConfirm,
    { config: sensitive, schema: { body: ResetPasswdConfirmBody, response: { 200: envelope(EmailResult) } } },
    async (request) => ok(await service.resetPasswdConfirm(request.body)),
  );
};

export default accountRoutes;
