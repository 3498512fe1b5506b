import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  CheckoutResponse,
  DevPackSeriesRequest,
  DevPackSeriesResponse,
  InitCapsOrderRequest,
  PackBuyRequest,
  PackBuyResponse,
  PackCardRequest,
  PackCardResponse,
  PackCardsRequest,
  PackCardsResponse,
  PackDetailRequest,
  PackListRequest,
  PackListResponse,
  PackOrderRequest,
  PackPullsRequest,
  PackPullsResponse,
  PackReserveRequest,
  PackReserveResponse,
  PackSeriesDetail,
  PaymentSdkConfigRequest,
  PaymentSdkConfigResponse,
} from '@fc/shared/contracts';
import { AppError } from '../../lib/app-error';
import { ok, routeSchema } from '../../lib/schema';
import { appPaymentsService, findUserOrder } from '../payments';
import { holdPackOrder, runPackPeriods } from './lifecycle';
import { findSeries } from './repository';
import { requireUser } from '../../plugins/auth';
import { isLocalCaller } from '../../lib/local-caller';
import { SERIES_CONFIG } from './constants';
import { createSeries } from './seed';
import { createPacksService } from './service';

/** The pack sale: the public reads (/cardPack/list, detail, cards, card), the reservation, the pulls and /payCardPack/capsBuy. */
const packsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPacksService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.packList, { schema: routeSchema(PackListRequest, PackListResponse, []) }, async (request) => ok(await service.list(request.user?.id ?? null)));

  app.post(ApiPaths.packDetail, { schema: routeSchema(PackDetailRequest, PackSeriesDetail, ['NOT_FOUND']) }, async (request) =>
    ok(await service.detail(request.user?.id ?? null, request.body)),
  );

  app.post(ApiPaths.packCards, { schema: routeSchema(PackCardsRequest, PackCardsResponse, ['NOT_FOUND']) }, async (request) => ok(await service.cards(request.body)));

  app.post(ApiPaths.packCard, { schema: routeSchema(PackCardRequest, PackCardResponse, ['NOT_FOUND']) }, async (request) => ok(await service.card(request.body)));

  app.post(ApiPaths.packPulls, { config: auth, schema: routeSchema(PackPullsRequest, PackPullsResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.pulls(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.packReserve,
    { config: auth, schema: routeSchema(PackReserveRequest, PackReserveResponse, ['NOT_FOUND', 'RESERVATION_NOT_OPEN', 'ALREADY_RESERVED', 'MAX_PURCHASES_REACHED']) },
    async (request) => ok(await service.reserve(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.packCapsBuy,
    {
      config: auth,
      schema: routeSchema(PackBuyRequest, PackBuyResponse, [
        'NOT_FOUND',
        'SALE_NOT_OPEN',
        'NOT_A_LOTS_WINNER',
        'PACK_SOLD_OUT',
        'MAX_PURCHASES_REACHED',
        'DAILY_PURCHASE_LIMIT',
        'BALANCE_NOT_ENOUGH',
      ]),
    },
    async (request) => ok(await service.buy(requireUser(request).id, request.body)),
  );
};

/** Packs paid by card: /payCardPack/sdkConfig, /payCardPack/initSdkOrder (a card_pack order holding the packs), /payCardPack/initCapsOrder. */
export const packOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = appPaymentsService(app);
  const auth = { auth: true };

  app.post(ApiPaths.packSdkConfig, { config: auth, schema: routeSchema(PaymentSdkConfigRequest, PaymentSdkConfigResponse, []) }, async () => ok(payments.sdkConfig()));

  app.post(
    ApiPaths.packInitSdkOrder,
    {
      config: auth,
      schema: routeSchema(PackOrderRequest, CheckoutResponse, [
        'NOT_FOUND',
        'SALE_NOT_OPEN',
        'NOT_A_LOTS_WINNER',
        'PACK_SOLD_OUT',
        'MAX_PURCHASES_REACHED',
        'DAILY_PURCHASE_LIMIT',
        'PAYMENT_FAILED',
        'OPERATION_FAILED',
        'ORDER_NOT_OPEN',
      ]),
    },
    async (request) => {
      const { seriesId, quantity, method } = request.body;
      const series = await findSeries(app.db, seriesId);
      if (!series) throw new AppError('NOT_FOUND', { field: 'seriesId' });
      const purchase = { kind: 'card_pack' as const, currency: 'USD' as const, amount: (series.priceUsd * BigInt(quantity)).toString(), seriesId, packKind: series.kind, quantity };
      return ok(await payments.openOrder(requireUser(request).id, { purchase, method }, (tx, order) => holdPackOrder(tx, order, app.now()), request.lang));
    },
  );

  app.post(
    ApiPaths.packInitCapsOrder,
    { config: auth, schema: routeSchema(InitCapsOrderRequest, CheckoutResponse, ['NOT_FOUND', 'ORDER_NOT_OPEN', 'PAYMENT_FAILED', 'OPERATION_FAILED']) },
    async (request) => {
      const userId = requireUser(request).id;
      const order = await findUserOrder(app.db, userId, request.body.orderId);
      if (order?.kind !== 'card_pack') throw new AppError('NOT_FOUND', { field: 'orderId' });
      return ok(await payments.initCapsOrder(userId, request.body, request.lang));
    },
  );
};

/**
 * /dev/packSeries: opens a series in the period asked, by the server's clock (the browser tests' way to a sale of their
 * own, whatever the shared clock did to the demo series), with the side effects of the periods it has reached done at
 * once (the hash published…): the periods job runs once a minute of the clock, and the test's clock may already have
 * had its run this minute. app.ts registers it outside production only; it answers callers on this machine.
 */
export const packDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });
  app.post(ApiPaths.devPackSeries, { schema: routeSchema(DevPackSeriesRequest, DevPackSeriesResponse, ['INVALID_PARAMS']) }, async (request) => {
    const { seriesId, kind, period, hoursIn = 0 } = request.body;
    if (await findSeries(app.db, seriesId)) throw new AppError('INVALID_PARAMS', { field: 'seriesId' });
    const now = app.now();
    await createSeries(app.db, { seriesId, config: SERIES_CONFIG[kind], period, hoursIn, now });
    await app.db.transaction((tx) => runPackPeriods(tx, now));
    return ok({ seriesId });
  });
};

export default packsRoutes;
