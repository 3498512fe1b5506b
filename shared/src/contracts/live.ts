/** Live events: /events/ticket (POST, signed in) and /events/stream (GET, server-sent events). Our paths. */
import { Type, type Static } from 'typebox';
import { EmptyBody } from './schema';

/** Longest accepted ticket; real ones are 43 characters (256 random bits, base64url). */
export const LIVE_TICKET_MAX_LENGTH = 128;
/** A resume position: the user's event number, a non-negative integer that fits a bigint. */
export const LIVE_EVENT_ID_PATTERN = '^(0|[1-9][0-9]{0,17})$';

/** /events/ticket — a single-use ticket that opens one stream within LIVE_TICKET_TTL_S. */
export const EventsTicketRequest = EmptyBody;
export type EventsTicketRequest = Static<typeof EventsTicketRequest>;
export const EventsTicketResponse = Type.Object({
  ticket: Type.String(),
  /** Seconds the ticket stays good for. */
  expiresIn: Type.Integer(),
});
export type EventsTicketResponse = Static<typeof EventsTicketResponse>;

/** /events/stream?ticket=…&lastEventId=… — `Last-Event-ID` (the header EventSource sends when it reconnects) wins. */
export const EventsStreamQuery = Type.Object(
  {
    ticket: Type.String({ minLength: 1, maxLength: LIVE_TICKET_MAX_LENGTH }),
    lastEventId: Type.Optional(Type.String({ pattern: LIVE_EVENT_ID_PATTERN })),
  },
  { additionalProperties: false },
);
export type EventsStreamQuery = Static<typeof EventsStreamQuery>;
