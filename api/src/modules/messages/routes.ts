import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { EventDetailBody, EventListBody, EventListResult, EventReadBody, EventReadResult, MessageDetailResult } from './schemas';
import { createMessagesService } from './service';

/** The message box: /event/list, /event/read, /event/detail. */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createMessagesService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    AccountPaths.eventList,
    { config: auth, schema: { body: EventListBody, response: { 200: envelope(EventListResult) } } },
    async (request) => ok(await service.list(requireUser(request).id, request.body.page, request.body.pageSize, request.lang)),
  );

  app.post(
    AccountPaths.eventRead,
    { config: auth, schema: { body: EventReadBody, response: { 200: envelope(EventReadResult) } } },
    async (request) => ok(await service.read(requireUser(request).id, request.body)),
  );

  app.post(
    AccountPaths.eventDetail,
    { config: auth, schema: { body: EventDetailBody, response: { 200: envelope(MessageDetailResult) } } },
    async (request) => ok(await service.detail(requireUser(request).id, request.body.id, request.lang)),
  );
};

export default messagesRoutes;
