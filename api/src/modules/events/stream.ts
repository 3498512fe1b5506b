import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { SSEReplyInterface } from '@fastify/sse';
import { LIVE_BATCH_SIZE, LIVE_HEARTBEAT_MS } from './constants';
import type { LiveHub } from './hub';
import type { EventsService, OpenedStream } from './service';

/**
 * One open stream: a `resync` first when it cannot resume, then the user's events in order as they commit. It reads
 * after the last event it sent whenever the hub wakes it and on every heartbeat (so a lost notification only delays),
 * one read at a time; it ends when the client goes, when its session is signed out, or when the app closes.
 */
export async function runStream(
  reply: FastifyReply,
  opened: OpenedStream,
  deps: { service: EventsService; hub: LiveHub; log: FastifyBaseLogger },
): Promise<void> {
  const { service, hub, log } = deps;
  const sse: SSEReplyInterface = reply.sse;
  const { userId, sessionId, start } = opened;
  let cursor = 'resumeAfter' in start ? start.resumeAfter : start.resyncAt;
  let reading: Promise<void> | null = null;
  let again = false;

  const end = (): void => {
    if (sse.isConnected) sse.close();
  };

  async function readNew(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = await service.eventsAfter(userId, cursor, LIVE_BATCH_SIZE);
        for (const row of rows) {
          if (!sse.isConnected) return;
          await sse.send({ id: row.seq.toString(), event: row.type, data: row.payload });
          cursor = row.seq;
        }
        if (rows.length < LIVE_BATCH_SIZE) break;
      }
    } while (again && sse.isConnected);
  }

  function wake(): void {
    if (!sse.isConnected) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => {
        log.error({ err: error }, 'live events: reading failed; the stream ends and the client reconnects');
        end();
      })
      .finally(() => {
        reading = null;
      });
  }

  const remove = hub.add(userId, { wake, close: end });
  const heartbeat = setInterval(() => {
    service
      .sessionLive(sessionId)
      .then((live) => (live ? wake() : end()))
      .catch((error: unknown) => log.warn({ err: error }, 'live events: session check failed'));
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  sse.onClose(() => {
    clearInterval(heartbeat);
    remove();
  });

  // Registered with the hub first, so an event committed from here on is read either below or on its wake.
  try {
    if ('resyncAt' in start) {
      await sse.send({ id: start.resyncAt.toString(), event: 'resync', data: await service.snapshot(userId) });
    } else {
      // Node sends the head with the first body bytes: without this the client would not know it is connected.
      sse.sendHeaders();
      reply.raw.flushHeaders();
    }
  } catch (error) {
    // Before the head went out the refusal is an envelope (the error handler's); after, the stream can only end.
    if (!reply.raw.headersSent) throw error;
    if (sse.isConnected) log.error({ err: error }, 'live events: the stream failed to start');
    end();
    return;
  }
  wake();
}
