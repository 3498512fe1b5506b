import { Type, type Static, type TSchema } from 'typebox';

// The payload schemas themselves live in @fc/shared/contracts, one module per domain.

export const EnvelopeEvents = Type.Object({ system_event: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });

/** The success answer `{ r: 0, d, e }` around a payload schema. */
export function envelope<T extends TSchema>(d: T) {
  return Type.Object({ r: Type.Literal(0), d, e: EnvelopeEvents });
}

export function ok<T>(d: T): { r: 0; d: T; e: Static<typeof EnvelopeEvents> } {
  return { r: 0, d, e: {} };
}

/** Compile-time check (tests use it to pin a signature). */
export type Assert<T extends true> = T;
