/** A code the operator does not choose is drawn from these characters (no 0/O, 1/I lookalikes), this long. [ours] */
export const DRAWN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DRAWN_CODE_LENGTH = 10;

/** The check of migrations/0017_codes_referral.sql that keeps the uses within the total. */
export const USES_CHECK_CONSTRAINT = 'gift_codes_uses_within_total';

/** The card_events ref of a card minted for a redemption: `gift-code:<code>`. */
export const GIFT_CODE_REF_PREFIX = 'gift-code:';
