import { toBaseUnits, type ItemKind, type PackKind, type ShopArea, type ShopCurrency, type ShopGoodsId, type ShopLimitWindow } from '@fc/shared/contracts';

export interface ShopGoods {
  area: ShopArea;
  gives: { item: ItemKind } | { pack: PackKind };
  currency: ShopCurrency;
  /** Base units per unit. */
  price: bigint;
  /** Most units one user buys in the area's limit window (SHOP_LIMIT_WINDOW). */
  limit: number;
  /** Limited supply: units ever sold; daily and weekly: units per rotation. Absent: unlimited. */
  stock?: number;
}

const tmt = (whole: string) => toBaseUnits('TMT', whole);
const points = (whole: string) => toBaseUnits('POINTS', whole);

/**
 * The shop's catalogue (DOMAIN.md "Packs, shop and bidding sale": areas, TMT or points, per-user limits per area).
 * Daily and weekly goods are each area's pool: a rotation offers ROTATION_SIZE of them. [ours]
 */
export const SHOP_GOODS: Record<ShopGoodsId, ShopGoods> = {
  collectionBoots: { area: 'collection', gives: { item: 'boots' }, currency: 'TMT', price: tmt('40'), limit: 3 },
  collectionGloves: { area: 'collection', gives: { item: 'gloves' }, currency: 'TMT', price: tmt('40'), limit: 3 },
  collectionShirt: { area: 'collection', gives: { item: 'shirt' }, currency: 'TMT', price: tmt('40'), limit: 2 },
  collectionShinGuards: { area: 'collection', gives: { item: 'shinGuards' }, currency: 'TMT', price: tmt('40'), limit: 3 },

  limitedLegendPack: { area: 'limited', gives: { pack: 'legend' }, currency: 'TMT', price: tmt('450'), limit: 2, stock: 100 },
  limitedShinGuards: { area: 'limited', gives: { item: 'shinGuards' }, currency: 'TMT', price: tmt('25'), limit: 5, stock: 500 },

  regularEnergyDrink: { area: 'regular', gives: { item: 'energyDrink' }, currency: 'TMT', price: tmt('5'), limit: 10 },
  regularStaminaPotion: { area: 'regular', gives: { item: 'staminaPotion' }, currency: 'TMT', price: tmt('8'), limit: 10 },
  regularXpCard: { area: 'regular', gives: { item: 'xpCard' }, currency: 'TMT', price: tmt('6'), limit: 10 },
  regularSkillBook: { area: 'regular', gives: { item: 'skillBook' }, currency: 'TMT', price: tmt('15'), limit: 5 },
  regularAllStarPack: { area: 'regular', gives: { pack: 'allStar' }, currency: 'TMT', price: tmt('200'), limit: 3 },

  dailyEnergyDrink: { area: 'daily', gives: { item: 'energyDrink' }, currency: 'TMT', price: tmt('3'), limit: 5, stock: 300 },
  dailyStaminaPotion: { area: 'daily', gives: { item: 'staminaPotion' }, currency: 'TMT', price: tmt('5'), limit: 5, stock: 300 },
  dailyXpCard: { area: 'daily', gives: { item: 'xpCard' }, currency: 'TMT', price: tmt('4'), limit: 5, stock: 300 },
  dailySkillBook: { area: 'daily', gives: { item: 'skillBook' }, currency: 'TMT', price: tmt('10'), limit: 2, stock: 100 },
  dailyBoots: { area: 'daily', gives: { item: 'boots' }, currency: 'POINTS', price: points('300'), limit: 1, stock: 50 },
  dailyGloves: { area: 'daily', gives: { item: 'gloves' }, currency: 'POINTS', price: points('300'), limit: 1, stock: 50 },

  weeklyLegendPack: { area: 'weekly', gives: { pack: 'legend' }, currency: 'TMT', price: tmt('380'), limit: 1, stock: 30 },
  weeklyAllStarPack: { area: 'weekly', gives: { pack: 'allStar' }, currency: 'POINTS', price: points('800'), limit: 2, stock: 100 },
  weeklySkillBook: { area: 'weekly', gives: { item: 'skillBook' }, currency: 'POINTS', price: points('120'), limit: 5, stock: 200 },
  weeklyShirt: { area: 'weekly', gives: { item: 'shirt' }, currency: 'TMT', price: tmt('20'), limit: 2, stock: 100 },
};

/** What each area's per-user limit counts (shop_user_counts.limit_window). [ours] */
export const SHOP_LIMIT_WINDOW: Record<ShopArea, ShopLimitWindow> = {
  collection: 'account',
  limited: 'account',
  regular: 'day',
  daily: 'rotation',
  weekly: 'rotation',
};

const DAY_MS = 86_400_000;

export type RotatingArea = Extract<ShopArea, 'daily' | 'weekly'>;
export const ROTATING_AREAS: readonly RotatingArea[] = ['daily', 'weekly'];

/** The rotations (DOMAIN.md "Scheduled work"): 00:00 UTC every day, Monday 00:00 UTC every week; how many goods each offers. */
export const ROTATION: Record<RotatingArea, { job: string; cron: string; periodMs: number; size: number }> = {
  daily: { job: 'shop-daily-rotation', cron: '0 0 * * *', periodMs: DAY_MS, size: 3 },
  weekly: { job: 'shop-weekly-rotation', cron: '0 0 * * 1', periodMs: 7 * DAY_MS, size: 2 },
};

/** The stock and limit window of what never rotates: one for the account's whole life. */
export const ACCOUNT_WINDOW = 'all';

/** The database checks of migrations/0021_shop.sql that refuse a sale past the stock or the user's limit. */
export const STOCK_CONSTRAINT = 'shop_stock_not_exceeded';
export const USER_LIMIT_CONSTRAINT = 'shop_user_limit';

/** The ledger ref and card_events ref of a purchase: `shop:<purchase id>`. */
export const SHOP_REF_PREFIX = 'shop:';
