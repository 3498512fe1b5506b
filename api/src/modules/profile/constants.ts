/** Input bound for names; the nickname and club-name rules (2–24 characters, trimmed) answer their own codes. */
export const NAME_INPUT_MAX_LENGTH = 64;
