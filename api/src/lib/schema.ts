import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

/** Every request body rejects unknown fields. */
export const STRICT = { additionalProperties: false } as const;

export const EmptyBody = Type.Object({}, STRICT);

export const EnvelopeEvents = Type.Object({ system_event: Type.Optional(Type.Integer({ minimum: 0 })) }, STRICT);

/** The success answer `{ r: 0, d, e }` around a payload schema. */
export function envelope<T extends TSchema>(d: T) {
  return Type.Object({ r: Type.Literal(0), d, e: EnvelopeEvents });
}

export function ok<T>(d: T): { r: 0; d: T; e: Static<typeof EnvelopeEvents> } {
  return { r: 0, d, e: {} };
}

/** One of the given strings (`enum`); a wrong value is reported at the field's own path. */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Enum<[...T]>([...values]);
}

/** Compile-time check that a schema and its contract type describe the same values. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schema accepts only valid contract values (it may be stricter, e.g. an enum for a string). */
export type Narrows<Schema, Contract> = [Schema] extends [Contract] ? true : false;
export type Assert<T extends true> = T;
