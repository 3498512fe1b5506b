import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  GameClubsRequest,
  GameClubsResponse,
  GameRankingRequest,
  GameRankingResponse,
  GameRewardsRequest,
  GameRewardsResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createRankingService } from './service';

/** TopManager's rankings and rewards: /game/ranking and /game/clubs for guests too, /game/rewards signed in. */
const rankingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createRankingService({ db: app.db, now: app.now });

  app.post(
    ApiPaths.gameRanking,
    { schema: routeSchema(GameRankingRequest, GameRankingResponse, ['SEASON_NOT_STARTED', 'RANKING_NOT_STARTED']) },
    async (request) => ok(await service.ranking(request.user?.id ?? null, request.body)),
  );

  app.post(ApiPaths.gameClubs, { schema: routeSchema(GameClubsRequest, GameClubsResponse, []) }, async (request) => ok(await service.clubs(request.body)));

  app.post(
    ApiPaths.gameRewards,
    { config: { auth: true }, schema: routeSchema(GameRewardsRequest, GameRewardsResponse, []) },
    async (request) => ok(await service.rewards(requireUser(request).id, request.body)),
  );
};

export default rankingRoutes;
