import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { EmptyBody, envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { CurrencyResult } from './schemas';
import { createWalletService } from './service';

/** /player/currency: the navbar's balances. */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createWalletService({ db: app.db });

  app.post(
    AccountPaths.currency,
    { config: { auth: true }, schema: { body: EmptyBody, response: { 200: envelope(CurrencyResult) } } },
    async (request) => ok(await service.currency(requireUser(request).id)),
  );
};

export default walletRoutes;
