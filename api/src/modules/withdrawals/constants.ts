import { toBaseUnits, type ChainToken, type SupportedChainId } from '@fc/shared/contracts';

// DOMAIN.md "Wallet and payments" and "Chains, payments and resources".
const HOUR_MS = 3_600_000;

/** Which network carries which token: BNB is BNB Smart Chain's own coin; TMT and GOAL are ERC-20 on both. */
export const WITHDRAW_NETWORKS: Record<ChainToken, readonly SupportedChainId[]> = {
  BNB: [56],
  TMT: [56, 1],
  GOAL: [56, 1],
};

/** The smallest withdrawal, in base units. [ours] */
export const WITHDRAW_MINIMUM: Record<ChainToken, bigint> = {
  BNB: toBaseUnits('BNB', '0.01'),
  TMT: toBaseUnits('TMT', '10'),
  GOAL: toBaseUnits('GOAL', '10'),
};

/** The network fee held with the amount, in the token withdrawn (shown before confirming). [ours] */
export const WITHDRAW_FEE: Record<ChainToken, bigint> = {
  BNB: toBaseUnits('BNB', '0.0005'),
  TMT: toBaseUnits('TMT', '1'),
  GOAL: toBaseUnits('GOAL', '1'),
};

/** A sent withdrawal is final after this many confirmations, like a deposit. [spec] */
export const WITHDRAW_CONFIRMATIONS = 15;

/** Withdrawals pause this long after a password change or a Google Authenticator bind/unbind. [ours] */
export const WITHDRAW_SUSPENSION_MS = 24 * HOUR_MS;

/** /token/withdrawals' page size unless asked. [ours] */
export const WITHDRAWALS_PAGE_SIZE = 10;

/** The ledger rows of a withdrawal: `ref` is withdrawal:<public id>. */
export const WITHDRAWAL_LEDGER_REF_PREFIX = 'withdrawal:';

/** Most saved addresses per user and network. [ours] */
export const ADDRESS_BOOK_LIMIT = 20;

/** Most withdrawals one pass of the sender signs, and follows, per chain; the next pass takes the rest. [ours] */
export const WITHDRAWAL_SENDER_BATCH = 20;

/** The first key of the chain sender's advisory lock (the second is the chain id). */
export const WITHDRAWAL_SENDER_LOCK = 7_301;
