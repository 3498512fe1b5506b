import { Type, type Static } from '@fastify/type-provider-typebox';
import type { EventDetailRequest, EventListRequest, EventListResponse, EventReadResponse, MessageDetail } from '@fc/shared/contracts';
import { STRICT, type Assert, type Same } from '../../lib/schema';
import { MAX_PAGE, MAX_PAGE_SIZE, MESSAGE_ID_MAX_LENGTH } from './constants';

const MessageId = Type.String({ minLength: 1, maxLength: MESSAGE_ID_MAX_LENGTH });

export const EventListBody = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);

/** `{ id }` or `{ all: true }`; the service refuses both or neither. */
export const EventReadBody = Type.Object({ id: Type.Optional(MessageId), all: Type.Optional(Type.Literal(true)) }, STRICT);

export const EventDetailBody = Type.Object({ id: MessageId }, STRICT);

const MessageSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.Integer(),
});

export const EventListResult = Type.Object({
  list: Type.Array(MessageSummarySchema),
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const EventReadResult = Type.Object({ unread: Type.Integer() });

export const MessageDetailResult = Type.Object({ ...MessageSummarySchema.properties, body: Type.String() });

export type _Contracts = [
  Assert<Same<Static<typeof EventListBody>, EventListRequest>>,
  Assert<Same<Static<typeof EventDetailBody>, EventDetailRequest>>,
  Assert<Same<Static<typeof EventListResult>, EventListResponse>>,
  Assert<Same<Static<typeof EventReadResult>, EventReadResponse>>,
  Assert<Same<Static<typeof MessageDetailResult>, MessageDetail>>,
];
