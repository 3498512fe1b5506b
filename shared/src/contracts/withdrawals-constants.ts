/** A withdrawal's statuses and input rules: constants without TypeBox, for the browser too (the chains and tokens: chain-constants.ts). */
/** A withdrawal's life: held and waiting for the sender, signed and broadcast, mined (n/15), then final. */
export const WITHDRAWAL_STATUSES = ['requested', 'sending', 'sent', 'confirmed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The client's key for one withdrawal: a retry with the same key finds the first request. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const ADDRESS_LABEL_MAX_LENGTH = 40;
