/** Tokens on chain, the networks we run and a withdrawal's statuses: constants without TypeBox, for the browser too. */
/** The tokens that move on chain: BNB (BNB Smart Chain's coin), TMT and GOAL (ERC-20 on both chains). */
export const CHAIN_TOKENS = ['BNB', 'TMT', 'GOAL'] as const;
export type ChainToken = (typeof CHAIN_TOKENS)[number];

/** BNB Smart Chain (0x38) and Ethereum mainnet (0x1) (DOMAIN.md "Wallet and payments"). */
export const SUPPORTED_CHAIN_IDS = [56, 1] as const;
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number];

/** A withdrawal's life: held and waiting for the sender, signed and broadcast, mined (n/15), then final. */
export const WITHDRAWAL_STATUSES = ['requested', 'sending', 'sent', 'confirmed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The client's key for one withdrawal: a retry with the same key finds the first request. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const ADDRESS_LABEL_MAX_LENGTH = 40;
