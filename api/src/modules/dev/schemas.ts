import { Type, type Static } from '@fastify/type-provider-typebox';
import { EMAIL_MAX_LENGTH, type DevOutboxRequest, type DevOutboxResponse } from '@fc/shared/contracts';
import { STRICT, type Assert, type Same } from '../../lib/schema';

export const DevOutboxBody = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) }, STRICT);
export const DevOutboxResult = Type.Object({
  mails: Type.Array(
    Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), links: Type.Array(Type.String()), sentAt: Type.Integer() }),
  ),
});

export type _Contracts = [
  Assert<Same<Static<typeof DevOutboxBody>, DevOutboxRequest>>,
  Assert<Same<Static<typeof DevOutboxResult>, DevOutboxResponse>>,
];
