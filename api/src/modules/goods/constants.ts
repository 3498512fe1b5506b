import type { GoodsId, ItemKind, PackKind } from '@fc/shared/contracts';

export interface Goods {
  gives: { item: ItemKind } | { pack: PackKind };
  /** Points per unit (points have no decimals: base units are whole points). */
  price: bigint;
  /** Most units one user buys per UTC day. */
  dailyLimit: number;
}

/** The points shop (DOMAIN.md "Chains, payments and resources": config/goods sells items and packs for points). [ours] */
export const GOODS: Record<GoodsId, Goods> = {
  energyDrink: { gives: { item: 'energyDrink' }, price: 50n, dailyLimit: 10 },
  staminaPotion: { gives: { item: 'staminaPotion' }, price: 80n, dailyLimit: 10 },
  xpCard: { gives: { item: 'xpCard' }, price: 60n, dailyLimit: 10 },
  skillBook: { gives: { item: 'skillBook' }, price: 150n, dailyLimit: 5 },
  allStarPack: { gives: { pack: 'allStar' }, price: 1_000n, dailyLimit: 1 },
};

/** The check of migrations/0017_codes_referral.sql that keeps a day's purchases within the goods' daily limit. */
export const DAILY_LIMIT_CONSTRAINT = 'goods_daily_limit';

/** The ledger ref and card_events ref of a purchase: `goods:<purchase id>`. */
export const GOODS_REF_PREFIX = 'goods:';
