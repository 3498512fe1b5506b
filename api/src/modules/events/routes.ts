import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sse from '@fastify/sse';
import { ApiPaths, EventsStreamQuery, EventsTicketRequest, EventsTicketResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { LIVE_HEARTBEAT_MS } from './constants';
import { createEventsService, parseLastEventId } from './service';
import { runStream } from './stream';

/**
 * Live events: POST /events/ticket (signed in) answers a single-use ticket; GET /events/stream?ticket=… opens the
 * browser's server-sent-events stream with it (EventSource cannot send the session header). A refused stream is an
 * ordinary envelope (`application/json`, which EventSource treats as a failure and does not retry).
 */
const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createEventsService({ db: app.db, now: app.now });
  await app.register(sse, { heartbeatInterval: LIVE_HEARTBEAT_MS });

  app.post(
    ApiPaths.eventsTicket,
    { config: { auth: true }, schema: routeSchema(EventsTicketRequest, EventsTicketResponse, []) },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.ticket({ id: user.id, sessionId: user.sessionId }));
    },
  );

  app.get(
    ApiPaths.eventsStream,
    {
      // No Accept negotiation: a refusal is answered as JSON before anything is streamed.
      sse: 'manual',
      exposeHeadRoute: false,
      schema: {
        querystring: EventsStreamQuery,
        refusals: ['TICKET_INVALID'],
        response: {
          200: {
            description:
              'A text/event-stream: `resync` first unless resuming, then `messages`, `balance` and `card` events (payloads: ' +
              'LiveEventPayloads in @fc/shared/contracts), `id` the event number to resume after (`Last-Event-ID` or ' +
              '`lastEventId`). A refusal is the usual JSON envelope.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const lastEventId = parseLastEventId(request.headers['last-event-id'], request.query.lastEventId);
      const opened = await service.open(request.query.ticket, lastEventId);
      reply.sse.keepAlive();
      await runStream(reply, opened, { service, hub: app.liveHub, log: request.log });
    },
  );
};

export default eventsRoutes;
