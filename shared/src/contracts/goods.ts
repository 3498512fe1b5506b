/** The points shop: /config/goods and /player/buyGoods (SPEC.md §7 names config/goods; payloads ours). */
import { Type, type Static } from 'typebox';
import { ITEM_KINDS, PACK_KINDS } from './cards-constants';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

/** The goods on sale for points. [ours] */
export const GOODS_IDS = ['energyDrink', 'staminaPotion', 'xpCard', 'skillBook', 'allStarPack'] as const;
export type GoodsId = (typeof GOODS_IDS)[number];
/** Most of one goods one call buys. [ours] */
export const MAX_GOODS_QUANTITY = 20;

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

export const GoodsView = Type.Object({
  goodsId: StringEnum(GOODS_IDS),
  /** What one unit is: an item or a pack. */
  gives: Type.Union([Type.Object({ item: StringEnum(ITEM_KINDS) }), Type.Object({ pack: StringEnum(PACK_KINDS) })]),
  /** Points per unit. */
  price: AmountSchema,
  dailyLimit: Type.Integer(),
  /** Bought today (UTC) by the caller; 0 for a guest. */
  boughtToday: Type.Integer(),
});
export type GoodsView = Static<typeof GoodsView>;

/** /config/goods — the goods a user can buy with points. Signed in or not. */
export const ConfigGoodsRequest = Type.Object({}, STRICT);
export type ConfigGoodsRequest = Static<typeof ConfigGoodsRequest>;
export const ConfigGoodsResponse = Type.Object({ goods: Type.Array(GoodsView) });
export type ConfigGoodsResponse = Static<typeof ConfigGoodsResponse>;

/** /player/buyGoods — debits the points and gives the items (or packs), in one transaction. */
export const BuyGoodsRequest = Type.Object(
  { goodsId: StringEnum(GOODS_IDS), quantity: Type.Integer({ minimum: 1, maximum: MAX_GOODS_QUANTITY }) },
  STRICT,
);
export type BuyGoodsRequest = Static<typeof BuyGoodsRequest>;
export const BuyGoodsResponse = Type.Object({
  goodsId: StringEnum(GOODS_IDS),
  quantity: Type.Integer(),
  /** Points paid. */
  cost: AmountSchema,
  tokenIds: Type.Array(Type.String()),
  /** The points left. */
  balance: AmountSchema,
});
export type BuyGoodsResponse = Static<typeof BuyGoodsResponse>;
