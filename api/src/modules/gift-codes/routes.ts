import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, CodeExchangeRequest, CodeExchangeResponse, CodeHistoryRequest, CodeHistoryResponse, DevGiftCodeRequest, DevGiftCodeResponse } from '@fc/shared/contracts';
import { invalidParams } from '../../lib/app-error';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { isLocalCaller } from '../../lib/local-caller';
import { createGiftCode, GiftCodeSpecError } from './admin';
import { createGiftCodesService } from './service';

/** Gift codes: /code/exchange, /code/history. */
const giftCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGiftCodesService({ db: app.db, now: app.now });
  const auth = { auth: true };
  // Codes are guessable by brute force: redeeming has the sign-in routes' tighter rate limit.
  const sensitive = { auth: true, ...sensitiveRoute(app) };

  app.post(
    ApiPaths.codeExchange,
    {
      config: sensitive,
      schema: routeSchema(CodeExchangeRequest, CodeExchangeResponse, ['GIFT_CODE_REQUIRED', 'GIFT_CODE_INVALID', 'GIFT_CODE_EXPIRED', 'GIFT_CODE_USED', 'GIFT_CODE_USED_UP']),
    },
    async (request) => ok(await service.exchange(requireUser(request).id, request.body.code)),
  );

  app.post(
    ApiPaths.codeHistory,
    { config: auth, schema: routeSchema(CodeHistoryRequest, CodeHistoryResponse, []) },
    async (request) => ok(await service.history(requireUser(request).id)),
  );
};

/**
 * /dev/giftCode: creates a code as the operator CLI does (the browser tests' way in, since the CLI cannot open the
 * running site's embedded database). app.ts registers it outside production only; it answers callers on this machine.
 */
export const giftCodesDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });

  app.post(ApiPaths.devGiftCode, { schema: routeSchema(DevGiftCodeRequest, DevGiftCodeResponse, []) }, async (request) => {
    const { code, uses, grants, expiresAt } = request.body;
    try {
      const row = await createGiftCode(app.db, { code, uses, grants, expiresAt: expiresAt === undefined ? null : new Date(expiresAt * 1000) }, app.now());
      return ok({ code: row.code });
    } catch (error) {
      if (error instanceof GiftCodeSpecError) throw invalidParams('code', error.message);
      throw error;
    }
  });
};

export default giftCodesRoutes;
