/** The shop (/propshop): /shop/list and /shop/buy (SPEC.md names the areas; paths and payloads ours). */
import { Type, type Static } from 'typebox';
import { ITEM_KINDS, PACK_KINDS } from './cards-constants';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

/** The shop's areas (SPEC.md §1); the points shop (`/config/goods`) is shown beside them as its own area. [spec] */
export const SHOP_AREAS = ['collection', 'limited', 'regular', 'daily', 'weekly'] as const;
export type ShopArea = (typeof SHOP_AREAS)[number];

/** What a purchase limit counts: the account's whole life, the UTC day, or the area's current rotation. [ours] */
export const SHOP_LIMIT_WINDOWS = ['account', 'day', 'rotation'] as const;
export type ShopLimitWindow = (typeof SHOP_LIMIT_WINDOWS)[number];

/** The currencies the shop takes. [spec] */
export const SHOP_CURRENCIES = ['TMT', 'POINTS'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** Everything the shop can sell; daily and weekly goods are on sale only while their area's rotation offers them. [ours] */
export const SHOP_GOODS_IDS = [
  'collectionBoots',
  'collectionGloves',
  'collectionShirt',
  'collectionShinGuards',
  'limitedLegendPack',
  'limitedShinGuards',
  'regularEnergyDrink',
  'regularStaminaPotion',
  'regularXpCard',
  'regularSkillBook',
  'regularAllStarPack',
  'dailyEnergyDrink',
  'dailyStaminaPotion',
  'dailyXpCard',
  'dailySkillBook',
  'dailyBoots',
  'dailyGloves',
  'weeklyLegendPack',
  'weeklyAllStarPack',
  'weeklySkillBook',
  'weeklyShirt',
] as const;
export type ShopGoodsId = (typeof SHOP_GOODS_IDS)[number];

/** Most units of one goods one call buys. [ours] */
export const MAX_SHOP_QUANTITY = 10;

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

export const ShopGoodsView = Type.Object({
  goodsId: StringEnum(SHOP_GOODS_IDS),
  /** What one unit is: an item or a pack. */
  gives: Type.Union([Type.Object({ item: StringEnum(ITEM_KINDS) }), Type.Object({ pack: StringEnum(PACK_KINDS) })]),
  currency: StringEnum(SHOP_CURRENCIES),
  /** Base units per unit. */
  price: AmountSchema,
  /** Most units one user buys in the area's limit window. */
  limit: Type.Integer(),
  /** What the caller may still buy in this window; null for a guest. */
  limitLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** The stock of the goods (all time for limited supply, per rotation for daily and weekly); null when unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  stockLeft: Type.Union([Type.Integer(), Type.Null()]),
});
export type ShopGoodsView = Static<typeof ShopGoodsView>;

export const ShopAreaView = Type.Object({
  area: StringEnum(SHOP_AREAS),
  limitWindow: StringEnum(SHOP_LIMIT_WINDOWS),
  /** Daily and weekly: when the current rotation started and when the next one comes (Unix seconds); else null. */
  rotatedAt: Type.Union([Type.Integer(), Type.Null()]),
  nextRotationAt: Type.Union([Type.Integer(), Type.Null()]),
  goods: Type.Array(ShopGoodsView),
});
export type ShopAreaView = Static<typeof ShopAreaView>;

/** /shop/list — the areas with their goods on sale now. Signed in or not. */
export const ShopListRequest = Type.Object({}, STRICT);
export type ShopListRequest = Static<typeof ShopListRequest>;
export const ShopListResponse = Type.Object({
  areas: Type.Array(ShopAreaView),
  /** The server's clock (Unix seconds), for the countdowns. */
  now: Type.Integer(),
});
export type ShopListResponse = Static<typeof ShopListResponse>;

/** /shop/buy — takes the stock, counts the limit, debits the currency and gives the items or packs, in one transaction. */
export const ShopBuyRequest = Type.Object(
  { goodsId: StringEnum(SHOP_GOODS_IDS), quantity: Type.Integer({ minimum: 1, maximum: MAX_SHOP_QUANTITY }) },
  STRICT,
);
export type ShopBuyRequest = Static<typeof ShopBuyRequest>;
export const ShopBuyResponse = Type.Object({
  goodsId: StringEnum(SHOP_GOODS_IDS),
  quantity: Type.Integer(),
  currency: StringEnum(SHOP_CURRENCIES),
  /** Paid, base units. */
  cost: AmountSchema,
  tokenIds: Type.Array(Type.String()),
  /** The currency's balance left. */
  balance: AmountSchema,
  limitLeft: Type.Integer(),
  stockLeft: Type.Union([Type.Integer(), Type.Null()]),
});
export type ShopBuyResponse = Static<typeof ShopBuyResponse>;
