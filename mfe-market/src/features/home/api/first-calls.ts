// The calls the home page makes as soon as it shows, written once: its api files send these bodies, and the face
// declares them as the route's first calls (routes.tsx), which the site server answers inside a guest's page. Read in
// Node with routes.tsx (tools/webpack/read-routes.ts): nothing here may need a browser.
import { ApiPaths, type FirstCall } from '@fc/shared/contracts/base';
import type { GameRankingRequest, MarketListRequest, MarketSort, PackListRequest } from '@fc/shared';
import { HOME_LISTINGS_SHOWN } from '../constants';

export const PACK_LIST_BODY: PackListRequest = {};
export const TODAY_RANKING_BODY: GameRankingRequest = { scope: 'daily' };
/** The orders of the home page's market strips: newest, dearest. */
export const HOME_STRIP_SORTS = ['newest', 'priceDesc'] as const satisfies readonly MarketSort[];

/** A market strip's call: a few FP listings in one order. */
export const marketStripBody = (sort: MarketSort): MarketListRequest => ({ tab: 'fp', sort, page: 1, pageSize: HOME_LISTINGS_SHOWN });

/** Every call the home page makes when it shows, all public (a guest makes them too). */
export const HOME_FIRST_CALLS: FirstCall[] = [
  { path: ApiPaths.packList, body: PACK_LIST_BODY },
  { path: ApiPaths.gameRanking, body: TODAY_RANKING_BODY },
  ...HOME_STRIP_SORTS.map((sort) => ({ path: ApiPaths.marketList, body: marketStripBody(sort) })),
];
