import { toBaseUnits, type ChainToken } from '@fc/shared/contracts';
import { DEPOSIT_CONFIRMATIONS } from '../chain';

// DOMAIN.md "Wallet and payments" and "Chains, payments and resources"; the token table and the minimums are the chain
// module's (CHAIN_TOKENS_BY_CHAIN, CHAIN_TOKEN_MINIMUMS).

/** The network fee held with the amount, in the token withdrawn (shown before confirming). [ours] */
export const WITHDRAW_FEE: Record<ChainToken, bigint> = {
  BNB: toBaseUnits('BNB', '0.0005'),
  TMT: toBaseUnits('TMT', '1'),
  GOAL: toBaseUnits('GOAL', '1'),
};

/** A sent withdrawal is final after as many confirmations as a deposit (15). [spec] */
export const WITHDRAW_CONFIRMATIONS = DEPOSIT_CONFIRMATIONS;


/** /token/withdrawals' page size unless asked. [ours] */
export const WITHDRAWALS_PAGE_SIZE = 10;

/** The ledger rows of a withdrawal: `ref` is withdrawal:<public id>. */
export const WITHDRAWAL_LEDGER_REF_PREFIX = 'withdrawal:';

/** Most saved addresses per user and network. [ours] */
export const ADDRESS_BOOK_LIMIT = 20;

/** Most withdrawals one pass of the sender signs, and follows, per chain; the next pass takes the rest. [ours] */
export const WITHDRAWAL_SENDER_BATCH = 20;

/** How the hot wallet sends token withdrawals (chain's hot-wallet-sender.ts): their name in errors, rows per pass, confirmations. */
export const TOKEN_WITHDRAWAL_SENDING = { name: 'withdrawal', batch: WITHDRAWAL_SENDER_BATCH, confirmations: WITHDRAW_CONFIRMATIONS } as const;

/** The sender's pass, per chain: about one block of the local nodes, so n/15 moves with the chain. [ours] */
export const WITHDRAWAL_SENDER_INTERVAL_MS = 1_000;
