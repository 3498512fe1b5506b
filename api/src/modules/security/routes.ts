import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { EmptyBody, envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import {
  GenGoogleSecretResult,
  GenMailCodeBody,
  GenMailCodeResult,
  GoogleStatusResult,
  UnbindGoogle2FABody,
  VerifyGoogleCodeBody,
} from './schemas';
import { createSecurityService } from './service';

/** Google Authenticator and e-mail codes. */
const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSecurityService({ db: app.db, mailer: app.mailer, now: app.now, codeSecret: app.codeSecret, secretBox: app.secretBox });
  await service.sealClearSecrets();
  const sensitive = { auth: true, ...sensitiveRoute(app) };

  app.post(
    AccountPaths.genGoogleSecret,
    { config: sensitive, schema: { body: EmptyBody, response: { 200: envelope(GenGoogleSecretResult) } } },
    async (request) => ok(await service.genGoogleSecret(requireUser(request))),
  );

  app.post(
    AccountPaths.verifyGoogleCode,
    { config: sensitive, schema: { body: VerifyGoogleCodeBody, response: { 200: envelope(GoogleStatusResult) } } },
    async (request) => ok(await service.verifyGoogleCode(requireUser(request), request.body.code)),
  );

  app.post(
    AccountPaths.unbindGoogle2FA,
    { config: sensitive, schema: { body: UnbindGoogle2FABody, response: { 200: envelope(GoogleStatusResult) } } },
    async (request) => ok(await service.unbindGoogle2FA(requireUser(request), request.body)),
  );

  app.post(
    AccountPaths.genMailCode,
    { config: sensitive, schema: { body: GenMailCodeBody, response: { 200: envelope(GenMailCodeResult) } } },
    async (request) => ok(await service.genMailCode(requireUser(request), request.body.purpose, request.lang)),
  );
};

export default securityRoutes;
