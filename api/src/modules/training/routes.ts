import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  TrainingCardsRequest,
  TrainingCardsResponse,
  TrainingListRequest,
  TrainingListResponse,
  TrainingQuoteRequest,
  TrainingQuoteResponse,
  TrainingStartRequest,
  TrainingStartResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createTrainingService } from './service';

/** Training (mint): /training/cards, /training/quote, /training/start, /training/list. */
const trainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createTrainingService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.trainingCards,
    { config: auth, schema: routeSchema(TrainingCardsRequest, TrainingCardsResponse, []) },
    async (request) => ok(await service.cards(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.trainingQuote,
    { config: auth, schema: routeSchema(TrainingQuoteRequest, TrainingQuoteResponse, ['NOT_FOUND']) },
    async (request) => ok(await service.quote(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.trainingStart,
    {
      config: auth,
      schema: routeSchema(TrainingStartRequest, TrainingStartResponse, [
        'NOT_FOUND',
        'CARD_ACTION_UNAVAILABLE',
        'TRIAL_CARD_FORBIDDEN',
        'TRAINING_TIMES_NOT_ENOUGH',
        'LEVEL_NOT_ENOUGH',
        'STAMINA_NOT_ENOUGH',
        'CARD_BUSY',
        'CARD_IN_LINEUP',
        'RECALL_FROM_TOPPRIZE_FIRST',
        'BALANCE_NOT_ENOUGH',
      ]),
    },
    async (request) => ok(await service.start(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.trainingList,
    { config: auth, schema: routeSchema(TrainingListRequest, TrainingListResponse, []) },
    async (request) => ok(await service.list(requireUser(request).id, request.body)),
  );
};

export default trainingRoutes;
