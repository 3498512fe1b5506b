import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  MarketBidRequest,
  MarketBidResponse,
  MarketBuyRequest,
  MarketBuyResponse,
  MarketCancelRequest,
  MarketCancelResponse,
  MarketDetailRequest,
  MarketDetailResponse,
  MarketFavoriteRequest,
  MarketFavoriteResponse,
  MarketFavoritesRequest,
  MarketFavoritesResponse,
  MarketHistoryRequest,
  MarketHistoryResponse,
  MarketListedRequest,
  MarketListedResponse,
  MarketListRequest,
  MarketListResponse,
  MarketSellRequest,
  MarketSellResponse,
  type ErrorCodeName,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createMarketService } from './service';

/** What the card state machine refuses a listing with (SPEC §4). */
const CARD_REFUSALS: ErrorCodeName[] = [
  'NOT_FOUND',
  'CARD_ACTION_UNAVAILABLE',
  'TRIAL_CARD_FORBIDDEN',
  'CARD_BUSY',
  'CARD_IN_LINEUP',
  'CARD_EQUIPPED',
  'CARD_PLAYED_TODAY',
  'STAMINA_NOT_ENOUGH',
  'RECALL_FROM_TOPPRIZE_FIRST',
];

/** The market: /market/list and /market/detail for guests too, the rest signed in. */
const marketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createMarketService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.marketList, { schema: routeSchema(MarketListRequest, MarketListResponse, []) }, async (request) =>
    ok(await service.list(request.user?.id ?? null, request.body)),
  );

  app.post(ApiPaths.marketDetail, { schema: routeSchema(MarketDetailRequest, MarketDetailResponse, ['NOT_FOUND', 'LISTING_NOT_AVAILABLE']) }, async (request) =>
    ok(await service.detail(request.user?.id ?? null, request.body)),
  );

  app.post(
    ApiPaths.marketSell,
    {
      config: auth,
      schema: routeSchema(MarketSellRequest, MarketSellResponse, [
        ...CARD_REFUSALS,
        'MARKET_PRICE_OUT_OF_RANGE',
        'MARKET_PRICE_STEP',
        'AUCTION_START_TOO_LOW',
        'AUCTION_HOURS_INVALID',
      ]),
    },
    async (request) => ok(await service.sell(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.marketBuy,
    { config: auth, schema: routeSchema(MarketBuyRequest, MarketBuyResponse, ['LISTING_NOT_AVAILABLE', 'WRONG_SALE_TYPE', 'OWN_LISTING', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await service.buy(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.marketBid,
    {
      config: auth,
      schema: routeSchema(MarketBidRequest, MarketBidResponse, [
        'LISTING_NOT_AVAILABLE',
        'WRONG_SALE_TYPE',
        'OWN_LISTING',
        'ALREADY_LEADING',
        'BID_TOO_LOW',
        'MARKET_PRICE_OUT_OF_RANGE',
        'MARKET_PRICE_STEP',
        'BALANCE_NOT_ENOUGH',
      ]),
    },
    async (request) => ok(await service.bid(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.marketCancel,
    { config: auth, schema: routeSchema(MarketCancelRequest, MarketCancelResponse, ['LISTING_NOT_AVAILABLE', 'NOT_YOUR_LISTING', 'AUCTION_HAS_BIDS', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await service.cancel(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.marketFavorite, { config: auth, schema: routeSchema(MarketFavoriteRequest, MarketFavoriteResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.favorite(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.marketListed, { config: auth, schema: routeSchema(MarketListedRequest, MarketListedResponse, []) }, async (request) =>
    ok(await service.listed(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.marketFavorites, { config: auth, schema: routeSchema(MarketFavoritesRequest, MarketFavoritesResponse, []) }, async (request) =>
    ok(await service.favorites(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.marketHistory, { config: auth, schema: routeSchema(MarketHistoryRequest, MarketHistoryResponse, []) }, async (request) =>
    ok(await service.history(requireUser(request).id, request.body)),
  );
};

export default marketRoutes;
