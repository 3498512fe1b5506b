import { toBaseUnits, type Currency, type StatementKind } from '@fc/shared/contracts';

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
  /** TopManager energy bought, 10 for 20 TMT (`ref`: energy:<UTC day>). */
  energyPurchase: 'energy_purchase',
  /** An add-funds order fulfilled: its USD (`ref`: order:<orderId>). */
  addFunds: 'add_funds',
  /** The points a fulfilled order earns, 1 per whole USD (`ref`: order:<orderId>). */
  orderPoints: 'order_points',
  /** /player/exchangePoints: the points debit and the TMT credit (`ref`: the exchange's id, on both rows). */
  pointsExchange: 'points_exchange',
  /** A gift code redeemed (`ref`: the code). */
  giftCode: 'gift_code',
  /** Points paid in the points shop (`ref`: goods:<purchase id>). */
  goodsPurchase: 'goods_purchase',
  /** A token withdrawal's amount and network fee held when requested (`ref`: withdrawal:<id>). */
  withdrawal: 'withdrawal',
  /** A withdrawal that failed to send gives its hold back (`ref`: withdrawal:<id>). */
  withdrawalRefund: 'withdrawal_refund',
  /** A chain deposit credited after its confirmations (`ref`: chain:<chainId>:<txHash>:<logIndex>). */
  deposit: 'deposit',
  /** A bidding-sale commitment held from the balance (`ref`: poolsale:<sale id>). */
  poolSaleHold: 'pool_sale_hold',
  /** A settled bidding sale gives the whole hold back (`ref`: poolsale:<sale id>)… */
  poolSaleRelease: 'pool_sale_release',
  /** …and takes what the boxes cost, boxes × clearing price (`ref`: poolsale:<sale id>). */
  poolSalePurchase: 'pool_sale_purchase',
  /** Packs bought with TMT (`ref`: pack:<purchase id>). */
  packPurchase: 'pack_purchase',
  /** A card-pack order paid after it had closed and its packs were gone: its USD comes back (`ref`: order:<orderId>). */
  packOrderRefund: 'pack_order_refund',
  /** TMT or points paid in the shop, /propshop (`ref`: shop:<purchase id>). */
  shopPurchase: 'shop_purchase',
  /** A market buyer pays a fixed price, or a won auction's escrow pays the seller (`ref`: market:<transId>). */
  marketPurchase: 'market_purchase',
  /** The seller receives the price less the market fee (`ref`: market:<transId>). */
  marketSale: 'market_sale',
  /** A bid's price held in escrow when it is made (`ref`: market:<transId>). */
  marketBidHold: 'market_bid_hold',
  /** A held bid given back: outbid, or the winner's hold released into its market_purchase (`ref`: market:<transId>). */
  marketBidRefund: 'market_bid_refund',
  /** A cancel past the free ones of the day (`ref`: market:<transId>). */
  marketCancelFee: 'market_cancel_fee',
  /** GOAL locked by fan-token staking; it comes back through the claim center (`ref`: goal-stake:<id>). */
  goalStake: 'goal_stake',
  /** The TMT of a paid buy-TMT order (`ref`: order:<orderId>). */
  buyTmt: 'buy_tmt',
  /** TMT bought from the USD balance: the USD debit and the TMT credit (`ref`: tmt:<purchase id>, on both rows). */
  buyTmtFromUsd: 'buy_tmt_from_usd',
  /** A buy-TMT order paid after it had closed, when the day's limit had no room left: its USD instead (`ref`: order:<orderId>). */
  buyTmtRefund: 'buy_tmt_refund',
  /** A draw's price (`ref`: draw:<id>); its reward is a GOAL grant. Not referral consumption: the inviter gets 10 % of the reward. */
  draw: 'draw',
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

/**
 * The statement's kind of each ledger reason: the one mapping table, complete by type, so a new reason must say where
 * it shows. A row whose reason no longer exists (written by an older version) is shown as `other`.
 */
export const STATEMENT_KIND_BY_REASON: Readonly<Record<LedgerReason, StatementKind>> = {
  [LedgerReason.demoSeed]: 'other',
  [LedgerReason.adjustment]: 'other',
  [LedgerReason.devGrant]: 'other',
  [LedgerReason.claim]: 'claim',
  [LedgerReason.ascend]: 'game',
  [LedgerReason.camp]: 'game',
  [LedgerReason.training]: 'game',
  [LedgerReason.energyPurchase]: 'game',
  [LedgerReason.pointsExchange]: 'exchange',
  [LedgerReason.deposit]: 'deposit',
  [LedgerReason.withdrawal]: 'withdrawal',
  [LedgerReason.withdrawalRefund]: 'withdrawal',
  [LedgerReason.addFunds]: 'addFunds',
  [LedgerReason.orderPoints]: 'reward',
  [LedgerReason.giftCode]: 'reward',
  [LedgerReason.goodsPurchase]: 'purchase',
  [LedgerReason.poolSaleHold]: 'purchase',
  [LedgerReason.poolSaleRelease]: 'purchase',
  [LedgerReason.poolSalePurchase]: 'purchase',
  [LedgerReason.packPurchase]: 'purchase',
  [LedgerReason.packOrderRefund]: 'purchase',
  [LedgerReason.shopPurchase]: 'purchase',
  [LedgerReason.marketPurchase]: 'purchase',
  [LedgerReason.marketSale]: 'sale',
  [LedgerReason.marketBidHold]: 'purchase',
  [LedgerReason.marketBidRefund]: 'purchase',
  [LedgerReason.marketCancelFee]: 'fee',
  [LedgerReason.goalStake]: 'game',
  [LedgerReason.draw]: 'game',
  [LedgerReason.buyTmt]: 'addFunds',
  [LedgerReason.buyTmtFromUsd]: 'exchange',
  [LedgerReason.buyTmtRefund]: 'addFunds',
};

export function statementKindOf(reason: string): StatementKind {
  return Object.hasOwn(STATEMENT_KIND_BY_REASON, reason) ? STATEMENT_KIND_BY_REASON[reason as LedgerReason] : 'other';
}

/** The ledger reasons of a kind (`other` is every reason not mapped to another kind). */
export function reasonsOfKind(kind: StatementKind): string[] {
  return Object.entries(STATEMENT_KIND_BY_REASON)
    .filter(([, mapped]) => mapped === kind)
    .map(([reason]) => reason);
}

/**
 * What one whole unit of each currency is worth in USD, for the wallet's values. DOMAIN.md names no prices: these are
 * ours, exact decimals (never floats). [ours]
 */
export const USD_PRICES: Record<Currency, string> = {
  USD: '1',
  BNB: '600',
  TMT: '0.05',
  GOAL: '0.20',
  POINTS: '0.01',
};

