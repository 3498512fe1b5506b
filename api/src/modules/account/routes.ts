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
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { createAccountService } from './service';

/** Sign-up, activation, login, logout, password reset and the newsletter. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAccountService({ db: app.db, mailer: app.mailer, now: app.now, publicUrl: app.config.publicUrl });
  const sensitive = sensitiveRoute(app);

  app.post(
    ApiPaths.subscribe,
    { config: sensitive, schema: routeSchema(SubscribeRequest, SubscribeResponse, ['INVALID_EMAIL']) },
    async (request) => ok(await service.subscribe(request.body, request)),
  );

  app.post(
    ApiPaths.register,
    {
      config: sensitive,
      schema: routeSchema(RegisterRequest, RegisterResponse, [
        'INVALID_EMAIL',
        'PASSWORD_TOO_WEAK',
        'INVITE_CODE_INVALID',
        'ACCOUNT_REGISTERED',
        'RESEND_TOO_SOON',
      ]),
    },
    async (request) => ok(await service.register(request.body, request)),
  );

  app.post(
    ApiPaths.regConfirm,
    {
      config: sensitive,
      schema: routeSchema(RegConfirmRequest, RegConfirmResponse, [
        'ACTIVATION_FAILED',
        'LINK_USED',
        'LINK_EXPIRED',
        'ACCOUNT_ALREADY_ACTIVATED',
      ]),
    },
    async (request) => ok(await service.regConfirm(request.body)),
  );

  app.post(
    ApiPaths.resendConfirmMail,
    {
      config: sensitive,
      schema: routeSchema(ResendConfirmMailRequest, ResendConfirmMailResponse, [
        'ACCOUNT_NOT_REGISTERED',
        'ACCOUNT_ALREADY_ACTIVATED',
        'RESEND_TOO_SOON',
        'INVALID_EMAIL',
      ]),
    },
    async (request) => ok(await service.resendConfirmMail(request.body, request)),
  );

  app.post(
    ApiPaths.login,
    {
      config: sensitive,
      schema: routeSchema(LoginRequest, LoginResponse, [
        'ACCOUNT_NOT_REGISTERED',
        'ACCOUNT_OR_PASSWORD_INCORRECT',
        'ACCOUNT_NOT_ACTIVATED',
        'ACCOUNT_LOCKED',
        'INVALID_EMAIL',
      ]),
    },
    async (request) => ok(await service.login(request.body, request)),
  );

  app.post(
    ApiPaths.logout,
    { config: { auth: true }, schema: routeSchema(LogoutRequest, LogoutResponse, []) },
    async (request) => ok(await service.logout(requireUser(request))),
  );

  app.post(
    ApiPaths.resetPasswd,
    {
      config: sensitive,
      schema: routeSchema(ResetPasswdRequest, ResetPasswdResponse, [
        'ACCOUNT_NOT_REGISTERED',
        'ACCOUNT_NOT_ACTIVATED',
        'RESEND_TOO_SOON',
        'INVALID_EMAIL',
      ]),
    },
    async (request) => ok(await service.resetPasswd(request.body, request)),
  );

  app.post(
    ApiPaths.resetPasswdConfirm,
    {
      config: sensitive,
      schema: routeSchema(ResetPasswdConfirmRequest, ResetPasswdConfirmResponse, [
        'PASSWORD_RESET_ERROR',
        'LINK_USED',
        'LINK_EXPIRED',
        'PASSWORD_TOO_WEAK',
      ]),
    },
    async (request) => ok(await service.resetPasswdConfirm(request.body)),
  );
};

export default accountRoutes;
