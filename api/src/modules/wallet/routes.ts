import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, CurrencyRequest, CurrencyResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createWalletService } from './service';

/** /player/currency: the navbar's balances. */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createWalletService({ db: app.db });

  app.post(
    ApiPaths.currency,
    { config: { auth: true }, schema: routeSchema(CurrencyRequest, CurrencyResponse, []) },
    async (request) => ok(await service.currency(requireUser(request).id)),
  );
};

export default walletRoutes;
