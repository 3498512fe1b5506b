import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  BuyTmtConfigRequest,
  BuyTmtConfigResponse,
  BuyTmtFromUsdRequest,
  BuyTmtFromUsdResponse,
  BuyTmtOrderRequest,
  CheckoutResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { appPaymentsService } from '../payments';
import { createBuyTmtService } from './service';

/**
 * Buying TMT: /payTmt/sdkConfig (rate, limits, today's room), /payTmt/initSdkOrder (a buy_tmt order paid by card, then
 * retried, cancelled and listed like every order under /payPay/…) and /payTmt/fromUsd (from the USD balance).
 */
const buyTmtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createBuyTmtService({
    db: app.db,
    now: app.now,
    rate: app.config.tmtUsdRate,
    payments: appPaymentsService(app),
    provider: app.payments.provider?.name ?? null,
  });
  const auth = { auth: true };

  app.post(ApiPaths.buyTmtConfig, { config: auth, schema: routeSchema(BuyTmtConfigRequest, BuyTmtConfigResponse, []) }, async (request) =>
    ok(await service.config(requireUser(request).id)),
  );

  app.post(
    ApiPaths.buyTmtOrder,
    {
      config: auth,
      schema: routeSchema(BuyTmtOrderRequest, CheckoutResponse, ['BUY_TMT_AMOUNT_INVALID', 'BUY_TMT_DAILY_LIMIT', 'PAYMENT_FAILED', 'OPERATION_FAILED', 'ORDER_NOT_OPEN']),
    },
    async (request) => ok(await service.order(requireUser(request).id, request.body, request.lang)),
  );

  app.post(
    ApiPaths.buyTmtFromUsd,
    { config: auth, schema: routeSchema(BuyTmtFromUsdRequest, BuyTmtFromUsdResponse, ['BUY_TMT_AMOUNT_INVALID', 'BUY_TMT_DAILY_LIMIT', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await service.fromUsd(requireUser(request).id, request.body)),
  );
};

export default buyTmtRoutes;
