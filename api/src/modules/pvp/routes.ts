import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  EmptyBody,
  GamePvpCancelRequest,
  GamePvpChallengeRequest,
  GamePvpChallengeResponse,
  GamePvpRespondRequest,
  GamePvpRespondResponse,
  GamePvpResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { PLAY_REFUSALS } from '../game';
import { createPvpService } from './service';

/** PVP (issue 13): /game/pvp and a challenge's life: sent, accepted (played) or declined, withdrawn. */
const pvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPvpService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.gamePvp, { config: auth, schema: routeSchema(EmptyBody, GamePvpResponse, []) }, async (request) =>
    ok(await service.list(requireUser(request).id)),
  );

  app.post(
    ApiPaths.gamePvpChallenge,
    {
      config: auth,
      schema: routeSchema(GamePvpChallengeRequest, GamePvpChallengeResponse, [
        'CLUB_NOT_FOUND',
        'PVP_SELF_CHALLENGE',
        'PVP_CHALLENGE_LIMIT',
        'PVP_ALREADY_CHALLENGED',
        'NO_LINEUP',
      ]),
    },
    async (request) => ok(await service.challenge(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.gamePvpRespond,
    { config: auth, schema: routeSchema(GamePvpRespondRequest, GamePvpRespondResponse, ['PVP_CHALLENGE_CLOSED', ...PLAY_REFUSALS]) },
    async (request) => ok(await service.respond(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.gamePvpCancel,
    { config: auth, schema: routeSchema(GamePvpCancelRequest, GamePvpChallengeResponse, ['NOT_FOUND', 'PVP_CHALLENGE_CLOSED']) },
    async (request) => ok(await service.cancel(requireUser(request).id, request.body)),
  );
};

export default pvpRoutes;
