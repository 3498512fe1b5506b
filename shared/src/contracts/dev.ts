/** Outside production only: /dev/outbox, the mails sent to an address, newest first. */
import { Type, type Static } from 'typebox';
import { STRICT } from './schema';
import { EMAIL_MAX_LENGTH } from './validation';

export const DevOutboxRequest = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) }, STRICT);
export type DevOutboxRequest = Static<typeof DevOutboxRequest>;
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  links: Type.Array(Type.String()),
  sentAt: Type.Integer(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const DevOutboxResponse = Type.Object({ mails: Type.Array(OutboxMail) });
export type DevOutboxResponse = Static<typeof DevOutboxResponse>;
