import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  EventDetailRequest,
  EventListRequest,
  EventListResponse,
  EventReadRequest,
  EventReadResponse,
  MessageDetail,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createMessagesService } from './service';

/** The message box: /event/list, /event/read, /event/detail. */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createMessagesService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.eventList,
    { config: auth, schema: routeSchema(EventListRequest, EventListResponse, []) },
    async (request) => ok(await service.list(requireUser(request).id, request.body.page, request.body.pageSize, request.lang)),
  );

  app.post(
    ApiPaths.eventRead,
    { config: auth, schema: routeSchema(EventReadRequest, EventReadResponse, ['NOT_FOUND']) },
    async (request) => ok(await service.read(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.eventDetail,
    { config: auth, schema: routeSchema(EventDetailRequest, MessageDetail, ['NOT_FOUND']) },
    async (request) => ok(await service.detail(requireUser(request).id, request.body.id, request.lang)),
  );
};

export default messagesRoutes;
