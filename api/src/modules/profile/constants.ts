import { CLUB_NAME_MAX_LENGTH, CLUB_NAME_MIN_LENGTH } from '@fc/shared/contracts';

/** Input bound for names; the nickname and club-name rules (2–24 characters, trimmed) answer their own codes. */
export const NAME_INPUT_MAX_LENGTH = 64;
export const CLUB_NAME_LENGTH = { min: CLUB_NAME_MIN_LENGTH, max: CLUB_NAME_MAX_LENGTH } as const;
/** Characters refused in names shown to others. */
export const FORBIDDEN_NAME_CHARACTERS = /[<>]/;
