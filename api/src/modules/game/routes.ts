import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  EmptyBody,
  EnergyBuyResponse,
  GameGroupRequest,
  GameGroupResponse,
  GameGroupSaveRequest,
  GameGroupsResponse,
  GameHomeResponse,
  GameMatchRequest,
  GameMatchResponse,
  GameMatchesRequest,
  GameMatchesResponse,
  GamePlayedResponse,
  GamePvePlayRequest,
  GamePveResponse,
  GameSquadResponse,
  QueueJoinRequest,
  QueueLeaveRequest,
  QueueView,
  type ErrorCodeName,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { PLAY_REFUSALS } from './constants';
import { createGameService } from './service';

/** What the card state machine answers a card that cannot join a lineup. */
const CARD_REFUSALS: readonly ErrorCodeName[] = ['NOT_FOUND', 'CARD_ACTION_UNAVAILABLE', 'CARD_BUSY', 'CARD_IN_LINEUP', 'RECALL_FROM_TOPPRIZE_FIRST'];

/**
 * TopManager (issue 13): /game/home, energy, the squad and lineups (groups), the ranked queue, match reports and PVE.
 * Rankings, rewards and PVP register their own routes.
 */
const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGameService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.gameHome, { config: auth, schema: routeSchema(EmptyBody, GameHomeResponse, []) }, async (request) =>
    ok(await service.home(requireUser(request).id)),
  );

  app.post(
    ApiPaths.gameEnergyBuy,
    { config: auth, schema: routeSchema(EmptyBody, EnergyBuyResponse, ['ENERGY_EXCEEDS_LIMIT', 'ENERGY_PURCHASE_LIMIT', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await service.buyEnergy(requireUser(request).id)),
  );

  app.post(ApiPaths.gameSquad, { config: auth, schema: routeSchema(EmptyBody, GameSquadResponse, []) }, async (request) =>
    ok(await service.squad(requireUser(request).id)),
  );

  app.post(ApiPaths.gameGroups, { config: auth, schema: routeSchema(EmptyBody, GameGroupsResponse, []) }, async (request) =>
    ok(await service.groups(requireUser(request).id)),
  );

  app.post(ApiPaths.gameGroup, { config: auth, schema: routeSchema(GameGroupRequest, GameGroupResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.group(requireUser(request).id, request.body.groupId)),
  );

  app.post(
    ApiPaths.gameGroupSave,
    {
      config: auth,
      schema: routeSchema(GameGroupSaveRequest, GameGroupResponse, [
        ...CARD_REFUSALS,
        'TRIAL_CARD_FORBIDDEN',
        'LINEUP_GROUP_LIMIT',
        'LINEUP_DUPLICATE_PLAYER',
        'LINEUP_TOO_FEW_CARDS',
      ]),
    },
    async (request) => ok(await service.saveGroup(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.gameGroupDelete, { config: auth, schema: routeSchema(GameGroupRequest, GameGroupsResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.deleteGroup(requireUser(request).id, request.body.groupId)),
  );

  app.post(ApiPaths.gameGroupActivate, { config: auth, schema: routeSchema(GameGroupRequest, GameGroupResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.activateGroup(requireUser(request).id, request.body.groupId)),
  );

  app.post(
    ApiPaths.gameQueueJoin,
    { config: auth, schema: routeSchema(QueueJoinRequest, QueueView, ['SEASON_NOT_STARTED', 'ALREADY_QUEUED', ...PLAY_REFUSALS]) },
    async (request) => ok(await service.joinQueue(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.gameQueueLeave, { config: auth, schema: routeSchema(QueueLeaveRequest, QueueView, []) }, async (request) =>
    ok(await service.leaveQueue(requireUser(request).id, request.body.mode)),
  );

  app.post(ApiPaths.gameQueueStatus, { config: auth, schema: routeSchema(EmptyBody, QueueView, []) }, async (request) =>
    ok(await service.queueStatus(requireUser(request).id)),
  );

  // A match report is public: anyone with its id sees it (the caller's side marked when signed in).
  app.post(ApiPaths.gameMatch, { schema: routeSchema(GameMatchRequest, GameMatchResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.match(request.user?.id ?? null, request.body.matchId)),
  );

  // The PVE ladder: guests see it (locked but for stage 1).
  app.post(ApiPaths.gamePve, { schema: routeSchema(EmptyBody, GamePveResponse, []) }, async (request) => ok(await service.pve(request.user?.id ?? null)));

  app.post(
    ApiPaths.gamePvePlay,
    { config: auth, schema: routeSchema(GamePvePlayRequest, GamePlayedResponse, ['PVE_STAGE_LOCKED', ...PLAY_REFUSALS]) },
    async (request) => ok(await service.playPve(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.gameMatches, { config: auth, schema: routeSchema(GameMatchesRequest, GameMatchesResponse, []) }, async (request) =>
    ok(await service.matches(requireUser(request).id, request.body)),
  );
};

export default gameRoutes;
