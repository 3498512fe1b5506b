import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  RegConfirmRequest,
  RegConfirmResponse,
  RegisterRequest,
  RegisterResponse,
  ResendConfirmMailRequest,
  ResendConfirmMailResponse,
  ResetPasswdConfirmRequest,
  ResetPasswdConfirmResponse,
  ResetPasswdRequest,
  ResetPasswdResponse,
  SubscribeRequest,
  SubscribeResponse,
} from '@fc/shared/contracts';
import { envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { createAccountService } from './service';

/** Sign-up, activation, login, logout, password reset and the newsletter. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAccountService({ db: app.db, mailer: app.mailer, now: app.now, publicUrl: app.config.publicUrl });
  const sensitive = sensitiveRoute(app);

  app.post(
    ApiPaths.subscribe,
    { config: sensitive, schema: { body: SubscribeRequest, response: { 200: envelope(SubscribeResponse) } } },
    async (request) => ok(await service.subscribe(request.body, request)),
  );

  app.post(
    ApiPaths.register,
    { config: sensitive, schema: { body: RegisterRequest, response: { 200: envelope(RegisterResponse) } } },
    async (request) => ok(await service.register(request.body, request)),
  );

  app.post(
    ApiPaths.regConfirm,
    { config: sensitive, schema: { body: RegConfirmRequest, response: { 200: envelope(RegConfirmResponse) } } },
    async (request) => ok(await service.regConfirm(request.body)),
  );

  app.post(
    ApiPaths.resendConfirmMail,
    { config: sensitive, schema: { body: ResendConfirmMailRequest, response: { 200: envelope(ResendConfirmMailResponse) } } },
    async (request) => ok(await service.resendConfirmMail(request.body, request)),
  );

  app.post(
    ApiPaths.login,
    { config: sensitive, schema: { body: LoginRequest, response: { 200: envelope(LoginResponse) } } },
    async (request) => ok(await service.login(request.body, request)),
  );

  app.post(
    ApiPaths.logout,
    { config: { auth: true }, schema: { body: LogoutRequest, response: { 200: envelope(LogoutResponse) } } },
    async (request) => ok(await service.logout(requireUser(request))),
  );

  app.post(
    ApiPaths.resetPasswd,
    { config: sensitive, schema: { body: ResetPasswdRequest, response: { 200: envelope(ResetPasswdResponse) } } },
    async (request) => ok(await service.resetPasswd(request.body, request)),
  );

  app.post(
    ApiPaths.resetPasswdConfirm,
    { config: sensitive, schema: { body: ResetPasswdConfirmRequest, response: { 200: envelope(ResetPasswdConfirmResponse) } } },
    async (request) => ok(await service.resetPasswdConfirm(request.body)),
  );
};

export default accountRoutes;
