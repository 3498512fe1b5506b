import { toBaseUnits } from '@fc/shared/contracts';
import { LedgerReason } from '../wallet';

/** Inviters earn 1 TMT for every 100 TMT their friends consume (DOMAIN.md "Referral"). [spec, ours] */
export const REFERRAL_CURRENCY = 'TMT' as const;
export const REFERRAL_CONSUMED_PER = toBaseUnits('TMT', '100');
export const REFERRAL_REWARD_PER = toBaseUnits('TMT', '1');
/** A reward is frozen and released linearly over 30 days. [spec, ours] */
export const REFERRAL_RELEASE_S = 30 * 86_400;

/**
 * What "consume" means: TMT debited by these reasons is spent on the platform (growth, camp, training, the shops, a
 * market purchase or a won auction: issue 12). Withdrawals and escrow holds (a bid, refunded when outbid) are not
 * consumption; a won bid counts once, by its market_purchase row at the auction's end. A domain that spends TMT on
 * the platform (a shop purchase, a fee) adds its reason here; nothing else changes.
 */
export const REFERRAL_CONSUMING_REASONS: ReadonlySet<string> = new Set([
  LedgerReason.ascend,
  LedgerReason.camp,
  LedgerReason.training,
  LedgerReason.energyPurchase,
  LedgerReason.poolSalePurchase,
  LedgerReason.packPurchase,
  LedgerReason.shopPurchase,
  LedgerReason.marketPurchase,
]);

/** The grants' ref of a referral reward: the consuming ledger row. */
export const REFERRAL_GRANT_REF_PREFIX = 'ledger:';
