import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AirdropInfoResponse,
  ApiPaths,
  DevAirdropRoundRequest,
  DevAirdropRoundResponse,
  EmptyBody,
  GoalStakeRequest,
  GoalStakeResponse,
  GoalStakesResponse,
  StakeCardsRequest,
  StakeInfoResponse,
  UnstakeCardsRequest,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { isLocalCaller } from '../../lib/local-caller';
import { createStakingService } from './service';

/** The state machine's refusals of `stake` (and NOT_FOUND for a card the caller does not own). */
const STAKE_REFUSALS = [
  'NOT_FOUND',
  'SELECTION_LIMIT',
  'TRIAL_CARD_FORBIDDEN',
  'CARD_PLAYED_TODAY',
  'RECALL_FROM_TOPPRIZE_FIRST',
  'CARD_IN_LINEUP',
  'CARD_BUSY',
  'CARD_ACTION_UNAVAILABLE',
] as const;

/** Staking (issue 14): card staking, fan-token (GOAL) staking and the airdrop's rounds. */
const stakingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createStakingService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.stakeInfo, { schema: routeSchema(EmptyBody, StakeInfoResponse, []) }, async (request) => ok(await service.info(request.user?.id ?? null)));

  app.post(ApiPaths.stakeCards, { config: auth, schema: routeSchema(StakeCardsRequest, StakeInfoResponse, [...STAKE_REFUSALS]) }, async (request) =>
    ok(await service.stake(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.unstakeCards,
    { config: auth, schema: routeSchema(UnstakeCardsRequest, StakeInfoResponse, ['NOT_FOUND', 'CARD_BUSY', 'CARD_ACTION_UNAVAILABLE']) },
    async (request) => ok(await service.unstake(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.goalStakes, { config: auth, schema: routeSchema(EmptyBody, GoalStakesResponse, []) }, async (request) =>
    ok(await service.goalStakes(requireUser(request).id)),
  );

  app.post(ApiPaths.goalStake, { config: auth, schema: routeSchema(GoalStakeRequest, GoalStakeResponse, ['BALANCE_NOT_ENOUGH']) }, async (request) =>
    ok(await service.stakeGoal(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.airdropInfo, { schema: routeSchema(EmptyBody, AirdropInfoResponse, []) }, async (request) => ok(await service.airdrop(request.user?.id ?? null)));
};

/** /dev/airdropRound (outside production, local callers only): opens a round ending after N seconds. */
export const stakingDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createStakingService({ db: app.db, now: app.now });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });
  app.post(ApiPaths.devAirdropRound, { schema: routeSchema(DevAirdropRoundRequest, DevAirdropRoundResponse, []) }, async (request) =>
    ok({ round: await service.openRound(request.body) }),
  );
};

export default stakingRoutes;
