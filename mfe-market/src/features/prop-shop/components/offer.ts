import type { GoodsId, GoodsView, ItemKind, PackKind, ShopCurrency, ShopGoodsId, ShopGoodsView } from '@fc/shared';

/** One thing on sale on the page, from a shop area or from the points shop. */
export type Offer = OfferFigures & ({ source: 'shop'; id: ShopGoodsId } | { source: 'points'; id: GoodsId });

interface OfferFigures {
  gives: { item: ItemKind } | { pack: PackKind };
  currency: ShopCurrency;
  /** Base units per unit. */
  price: string;
  limit: number;
  /** Null for a guest. */
  limitLeft: number | null;
  /** Null when unlimited. */
  stock: number | null;
  stockLeft: number | null;
}

export const fromShopGoods = (goods: ShopGoodsView): Offer => ({
  source: 'shop',
  id: goods.goodsId,
  gives: goods.gives,
  currency: goods.currency,
  price: goods.price,
  limit: goods.limit,
  limitLeft: goods.limitLeft,
  stock: goods.stock,
  stockLeft: goods.stockLeft,
});

/** The points shop's goods: paid in points, within a daily limit, never out of stock. */
export const fromPointsGoods = (goods: GoodsView, signedIn: boolean): Offer => ({
  source: 'points',
  id: goods.goodsId,
  gives: goods.gives,
  currency: 'POINTS',
  price: goods.price,
  limit: goods.dailyLimit,
  limitLeft: signedIn ? Math.max(0, goods.dailyLimit - goods.boughtToday) : null,
  stock: null,
  stockLeft: null,
});

/** The most units one purchase can take now: the limit left, the stock left and the call's own cap. */
export function mostBuyable(offer: Offer, cap: number): number {
  return Math.max(0, Math.min(cap, offer.limitLeft ?? offer.limit, offer.stockLeft ?? Number.POSITIVE_INFINITY));
}

/** The locale key of what an offer gives (`shop.items.boots`, `shop.packs.legend`). */
export function givesKey(offer: Pick<Offer, 'gives'>): string {
  return 'item' in offer.gives ? `shop.items.${offer.gives.item}` : `shop.packs.${offer.gives.pack}`;
}
