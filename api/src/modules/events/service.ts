import { LIVE_TICKET_TTL_S, type EventsTicketResponse, type LiveEventPayloads } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import * as repo from './repository';

type Resync = LiveEventPayloads['resync'];
type ResyncPartReader<K extends keyof Resync> = (db: Database, userId: number) => Promise<Resync[K]>;
const resyncParts: { [K in keyof Resync]?: ResyncPartReader<K> } = {};

/**
 * How the domain that owns a part of a resync (unread messages, balances) reads it. Registered once in app.ts, like
 * the ledger hooks, so that this module imports none of the domains that publish through it.
 */
export function registerResyncPart<K extends keyof Resync>(part: K, read: ResyncPartReader<K>): void {
  resyncParts[part] = read as (typeof resyncParts)[K];
}

function readResyncPart<K extends keyof Resync>(part: K, db: Database, userId: number): Promise<Resync[K]> {
  const read = resyncParts[part] as ResyncPartReader<K> | undefined;
  if (!read) throw new Error(`no reader for the resync's ${part}`);
  return read(db, userId);
}

/** Where a new stream starts: after the client's event (resume), or from a `resync` at the user's last event. */
export type StreamStart = { resumeAfter: bigint } | { resyncAt: bigint };

export interface OpenedStream {
  userId: number;
  sessionId: number;
  start: StreamStart;
}

/** The `Last-Event-ID` header or the `lastEventId` parameter as an event number; null when neither was sent. */
export function parseLastEventId(header: string | string[] | undefined, param: string | undefined): bigint | null {
  if (header !== undefined) {
    const value = Array.isArray(header) ? header[0] : header;
    if (value === undefined || !/^(0|[1-9][0-9]{0,17})$/.test(value)) throw invalidParams('Last-Event-ID', 'must be an event id');
    return BigInt(value);
  }
  return param === undefined ? null : BigInt(param);
}

export function createEventsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** A single-use ticket for the signed-in session, good for LIVE_TICKET_TTL_S. */
    async ticket(user: { id: number; sessionId: number }): Promise<EventsTicketResponse> {
      const ticket = randomToken();
      const createdAt = now();
      await repo.insertTicket(db, {
        tokenHash: sha256(ticket),
        sessionId: user.sessionId,
        userId: user.id,
        expiresAt: addMs(createdAt, LIVE_TICKET_TTL_S * 1000),
        createdAt,
      });
      return { ticket, expiresIn: LIVE_TICKET_TTL_S };
    },

    /**
     * Uses up the ticket and decides where the stream starts. TICKET_INVALID: unknown, used, expired, or its session
     * signed out. A client's event id that is no longer kept (or was never the user's) gets a resync.
     */
    async open(ticket: string, lastEventId: bigint | null): Promise<OpenedStream> {
      const found = await repo.takeTicket(db, sha256(ticket));
      const at = now();
      if (!found || found.expiresAt <= at || !(await repo.sessionLive(db, found.sessionId, at))) throw new AppError('TICKET_INVALID');
      const last = await repo.lastSeq(db, found.userId);
      const resumable =
        lastEventId !== null && lastEventId <= last && (lastEventId === last || (await repo.eventKept(db, found.userId, lastEventId + 1n)));
      return { userId: found.userId, sessionId: found.sessionId, start: resumable ? { resumeAfter: lastEventId } : { resyncAt: last } };
    },

    /** What a resync carries: read after its event number, so a change in between arrives again as an event. */
    async snapshot(userId: number): Promise<LiveEventPayloads['resync']> {
      const [unread, balances] = await Promise.all([readResyncPart('unread', db, userId), readResyncPart('balances', db, userId)]);
      return { unread, balances };
    },

    eventsAfter: (userId: number, seq: bigint, limit: number) => repo.eventsAfter(db, userId, seq, limit),
    sessionLive: (sessionId: number) => repo.sessionLive(db, sessionId, now()),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
