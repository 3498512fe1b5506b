import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  GenGoogleSecretRequest,
  GenGoogleSecretResponse,
  GenMailCodeRequest,
  GenMailCodeResponse,
  GoogleStatusResponse,
  UnbindGoogle2FARequest,
  VerifyGoogleCodeRequest,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { createSecurityService } from './service';

/** Google Authenticator and e-mail codes. */
const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSecurityService({ db: app.db, mailer: app.mailer, now: app.now, codeSecret: app.codeSecret, secretBox: app.secretBox });
  await service.sealClearSecrets();
  const sensitive = { auth: true, ...sensitiveRoute(app) };

  app.post(
    ApiPaths.genGoogleSecret,
    { config: sensitive, schema: routeSchema(GenGoogleSecretRequest, GenGoogleSecretResponse, ['GOOGLE_2FA_ALREADY_BOUND']) },
    async (request) => ok(await service.genGoogleSecret(requireUser(request))),
  );

  app.post(
    ApiPaths.verifyGoogleCode,
    {
      config: sensitive,
      schema: routeSchema(VerifyGoogleCodeRequest, GoogleStatusResponse, [
        'INVALID_GOOGLE_CODE',
        'GOOGLE_2FA_REQUIRED',
        'GOOGLE_2FA_ALREADY_BOUND',
      ]),
    },
    async (request) => ok(await service.verifyGoogleCode(requireUser(request), request.body.code)),
  );

  app.post(
    ApiPaths.unbindGoogle2FA,
    {
      config: sensitive,
      schema: routeSchema(UnbindGoogle2FARequest, GoogleStatusResponse, [
        'GOOGLE_2FA_REQUIRED',
        'INVALID_EMAIL_CODE',
        'INVALID_GOOGLE_CODE',
      ]),
    },
    async (request) => ok(await service.unbindGoogle2FA(requireUser(request), request.body)),
  );

  app.post(
    ApiPaths.genMailCode,
    { config: sensitive, schema: routeSchema(GenMailCodeRequest, GenMailCodeResponse, ['RESEND_TOO_SOON']) },
    async (request) => ok(await service.genMailCode(requireUser(request), request.body.purpose, request.lang)),
  );
};

export default securityRoutes;
