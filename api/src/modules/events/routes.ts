import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sse from '@fastify/sse';
import { ApiPaths, EmptyBody, EventsStreamQuery, EventsTicketRequest, EventsTicketResponse } from '@fc/shared/contracts';
import { AppError } from '../../lib/app-error';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { streamRoute } from '../../plugins/rate-limit';
import { LIVE_HEARTBEAT_MS, PUBLIC_STREAMS_FULL_RETRY_S } from './constants';
import { createEventsService, parseLastEventId } from './service';
import { runStream } from './stream';

/**
 * The head of a public stream. `x-accel-buffering` asks a proxy (nginx) not to hold the events back; `connection: close`
 * lets the socket go with the stream, which a closing server would otherwise keep until its keep-alive timeout.
 */
const PUBLIC_STREAM_HEAD = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'close',
};

/**
 * Live events: POST /events/ticket (signed in) answers a single-use ticket; GET /events/stream?ticket=… opens the
 * browser's server-sent-events stream with it (EventSource cannot send the session header); GET /events/public opens
 * the public stream, anyone's. A refused stream is an ordinary envelope (`application/json`, which EventSource treats
 * as a failure and does not retry).
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

  app.get(
    ApiPaths.publicStream,
    {
      exposeHeadRoute: false,
      // Opening counts once against its own limit; the open stream is no call.
      config: streamRoute(app),
      schema: {
        querystring: EmptyBody,
        refusals: [],
        response: {
          200: {
            description:
              'A text/event-stream anyone may open (no ticket): `hello` first ({ now }: refetch what the page shows), then ' +
              '`market`, `packs` and `topPrize` events as changes commit in any API process (payloads: PublicLiveEventPayloads ' +
              'in @fc/shared/contracts), no `id`: nothing is stored or resumed. A client that reads too slowly is dropped. ' +
              'TOO_MANY_REQUESTS (JSON envelope) when this process holds its most streams (PUBLIC_STREAM_MAX) or the address ' +
              'opened too many (RATE_LIMIT_STREAM_MAX).',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      const hub = app.publicHub;
      if (hub.full) throw new AppError('TOO_MANY_REQUESTS', { retryAfter: PUBLIC_STREAMS_FULL_RETRY_S });
      // Written raw: the hub serializes each batch once and writes the same bytes to every stream.
      reply.hijack();
      const inherited = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      reply.raw.writeHead(200, { ...Object.fromEntries(inherited), ...PUBLIC_STREAM_HEAD });
      hub.add(reply.raw);
    },
  );
};

export default eventsRoutes;
