/**
 * Building blocks of the payload schemas. Only the type builder of `typebox` is imported here (never its compiler
 * or value modules): these schemas are bundled into the browser too.
 */
import { Type } from 'typebox';

/** Every request body rejects unknown fields. */
export const STRICT = { additionalProperties: false } as const;

/** The body of a call that takes no input: `{}`. */
export const EmptyBody = Type.Object({}, STRICT);

/** One of the given strings (`enum`); a wrong value is reported at the field's own path. */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Enum<[...T]>([...values]);
}
