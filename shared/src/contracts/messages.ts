/** The message box: /event/list, /event/read, /event/detail (SPEC.md §7). */
import { Type, type Static } from 'typebox';
import { STRICT } from './schema';

/** Message box paging bounds. [ours] */
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 50;
export const MESSAGE_ID_MAX_LENGTH = 64;

const MessageId = Type.String({ minLength: 1, maxLength: MESSAGE_ID_MAX_LENGTH });

export const MessageSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type MessageSummary = Static<typeof MessageSummary>;

/** /event/list */
export const EventListRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type EventListRequest = Static<typeof EventListRequest>;
export const EventListResponse = Type.Object({
  list: Type.Array(MessageSummary),
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type EventListResponse = Static<typeof EventListResponse>;

/** /event/read — marks one message (`id`) or every message (`all: true`) read; the server refuses both or neither. */
export const EventReadRequest = Type.Object({ id: Type.Optional(MessageId), all: Type.Optional(Type.Literal(true)) }, STRICT);
export type EventReadRequest = Static<typeof EventReadRequest>;
export const EventReadResponse = Type.Object({ unread: Type.Integer() });
export type EventReadResponse = Static<typeof EventReadResponse>;

/** /event/detail */
export const EventDetailRequest = Type.Object({ id: MessageId }, STRICT);
export type EventDetailRequest = Static<typeof EventDetailRequest>;
export const MessageDetail = Type.Object({ ...MessageSummary.properties, body: Type.String() });
export type MessageDetail = Static<typeof MessageDetail>;
