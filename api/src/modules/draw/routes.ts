import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, DrawConfigResponse, DrawHistoryRequest, DrawHistoryResponse, DrawPlayRequest, DrawPlayResponse, EmptyBody } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createDrawService } from './service';

/** The draw (issue 14): its rules and the caller's commitment (open to guests), a draw, the caller's history. */
const drawRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDrawService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.drawConfig, { schema: routeSchema(EmptyBody, DrawConfigResponse, []) }, async (request) =>
    ok(await service.config(request.user?.id ?? null)),
  );

  app.post(ApiPaths.drawPlay, { config: auth, schema: routeSchema(DrawPlayRequest, DrawPlayResponse, ['BALANCE_NOT_ENOUGH']) }, async (request) =>
    ok(await service.play(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.drawHistory, { config: auth, schema: routeSchema(DrawHistoryRequest, DrawHistoryResponse, []) }, async (request) =>
    ok(await service.history(requireUser(request).id, request.body)),
  );
};

export default drawRoutes;
