import { toBaseUnits, type Currency } from '@fc/shared/contracts';

/**
 * Why a ledger row exists. Later domains add their reasons here (purchase, sale, fee, reward, deposit,
 * withdrawal, …); the `ref` column then names the order, listing or transfer.
 */
export const LedgerReason = {
  demoSeed: 'demo_seed',
  adjustment: 'adjustment',
  /** Released rewards moved out of the claim center (`ref`: the source, or `all`). */
  claim: 'claim',
  /** /dev/grant, outside production only. */
  devGrant: 'dev_grant',
  /** An FP card ascended (`ref`: its tokenId). */
  ascend: 'ascend',
  /** A camp attempt (`ref`: the card's tokenId). */
  camp: 'camp',
  /** A parent's training cost (`ref`: training:<id>, one row per parent). */
  training: 'training',
  /** A token withdrawal's amount and network fee held when requested (`ref`: withdrawal:<id>). */
  withdrawal: 'withdrawal',
  /** A withdrawal that failed to send gives its hold back (`ref`: withdrawal:<id>). */
  withdrawalRefund: 'withdrawal_refund',
  /** A chain deposit credited after its confirmations (`ref`: chain:<chainId>:<txHash>:<logIndex>). */
  deposit: 'deposit',
} as const;
export type LedgerReason = (typeof LedgerReason)[keyof typeof LedgerReason];

/** Demo account balances in whole units. [ours] */
export const DEMO_BALANCES: Record<Currency, bigint> = {
  USD: toBaseUnits('USD', '1250.50'),
  BNB: toBaseUnits('BNB', '2.5'),
  TMT: toBaseUnits('TMT', '10000'),
  GOAL: toBaseUnits('GOAL', '750.25'),
  POINTS: toBaseUnits('POINTS', '1200'),
};

/** The balance check constraint of migrations/0004_wallet.sql. */
export const BALANCE_CHECK_CONSTRAINT = 'balances_amount_non_negative';
