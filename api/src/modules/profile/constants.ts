import { CLUB_NAME_MAX_LENGTH, CLUB_NAME_MIN_LENGTH } from '@fc/shared/contracts';

export const CLUB_NAME_LENGTH = { min: CLUB_NAME_MIN_LENGTH, max: CLUB_NAME_MAX_LENGTH } as const;
/** Characters refused in names shown to others. */
export const FORBIDDEN_NAME_CHARACTERS = /[<>]/;
