import { Type, type Static, type TSchema } from 'typebox';
import type { ErrorCodeName } from '@fc/shared/contracts';

// The payload schemas themselves live in @fc/shared/contracts, one module per domain.

export const EnvelopeEvents = Type.Object({ system_event: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });

/** The success answer `{ r: 0, d, e }` around a payload schema. */
export function envelope<T extends TSchema>(d: T) {
  return Type.Object({ r: Type.Literal(0), d, e: EnvelopeEvents });
}

export function ok<T>(d: T): { r: 0; d: T; e: Static<typeof EnvelopeEvents> } {
  return { r: 0, d, e: {} };
}

/**
 * A route's schema: its body, its success answer `{ r: 0, d: result, e }`, and the refusals it answers besides
 * those every route may answer (bad input, rate limit, fault, and SESSION_INVALID on signed-in routes). The body
 * and answer are validated and typed; all three show in the OpenAPI document (src/docs.ts).
 */
export function routeSchema<Body extends TSchema, Result extends TSchema>(body: Body, result: Result, refusals: readonly ErrorCodeName[]) {
  return { body, response: { 200: envelope(result) }, refusals };
}

/** Compile-time check (tests use it to pin a signature). */
export type Assert<T extends true> = T;
