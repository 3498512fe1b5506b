import { SHOP_AREAS, SHOP_GOODS_IDS, type ShopArea, type ShopAreaView, type ShopBuyRequest, type ShopBuyResponse, type ShopGoodsId, type ShopListResponse } from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { mintCard } from '../cards';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { ACCOUNT_WINDOW, ROTATING_AREAS, SHOP_GOODS, SHOP_LIMIT_WINDOW, SHOP_REF_PREFIX, type RotatingArea } from './constants';
import * as repo from './repository';
import { nextRotation } from './rotation';

/** What an area sells now and the windows its stock and limits count in. */
interface AreaOffer {
  area: ShopArea;
  goodsIds: ShopGoodsId[];
  /** Daily and weekly: the rotation in force (null before the first). */
  rotatedAt: Date | null;
  stockWindow: string;
  limitWindow: string;
}

function isRotating(area: ShopArea): area is RotatingArea {
  return (ROTATING_AREAS as readonly ShopArea[]).includes(area);
}

/** The stock and limit window of a rotation: its period start. */
export function rotationWindow(periodStart: Date): string {
  return periodStart.toISOString();
}

async function areaOffer(db: Executor, area: ShopArea, now: Date): Promise<AreaOffer> {
  if (isRotating(area)) {
    const rotation = await repo.currentRotation(db, area, now);
    const window = rotation ? rotationWindow(rotation.periodStart) : '';
    return { area, goodsIds: rotation?.goodsIds ?? [], rotatedAt: rotation?.periodStart ?? null, stockWindow: window, limitWindow: window };
  }
  const goodsIds = SHOP_GOODS_IDS.filter((goodsId) => SHOP_GOODS[goodsId].area === area);
  const limitWindow = SHOP_LIMIT_WINDOW[area] === 'day' ? utcDay(now) : ACCOUNT_WINDOW;
  return { area, goodsIds, rotatedAt: null, stockWindow: ACCOUNT_WINDOW, limitWindow };
}

export function createShopService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(userId: number | null): Promise<ShopListResponse> {
      const at = now();
      const offers = await Promise.all(SHOP_AREAS.map((area) => areaOffer(db, area, at)));
      const sold = await repo.soldIn(
        db,
        offers.flatMap((offer) => offer.goodsIds.map((goodsId) => ({ goodsId, stockWindow: offer.stockWindow }))),
      );
      const bought = userId === null ? null : await repo.boughtBy(db, userId);
      const areas: ShopAreaView[] = offers.map((offer) => ({
        area: offer.area,
        limitWindow: SHOP_LIMIT_WINDOW[offer.area],
        rotatedAt: offer.rotatedAt ? unixSeconds(offer.rotatedAt) : null,
        nextRotationAt: isRotating(offer.area) ? unixSeconds(nextRotation(offer.area, at)) : null,
        goods: offer.goodsIds.map((goodsId) => {
          const goods = SHOP_GOODS[goodsId];
          const stock = goods.stock ?? null;
          return {
            goodsId,
            gives: goods.gives,
            currency: goods.currency,
            price: goods.price.toString(),
            limit: goods.limit,
            limitLeft: bought === null ? null : goods.limit - (bought.get(repo.windowKey(goodsId, offer.limitWindow)) ?? 0),
            stock,
            stockLeft: stock === null ? null : stock - (sold.get(repo.windowKey(goodsId, offer.stockWindow)) ?? 0),
          };
        }),
      }));
      return { areas, now: unixSeconds(at) };
    },

    /**
     * In one transaction: checks the goods is on offer now, takes the stock (row lock), counts the user's limit
     * (database check), debits the currency (ledger) and mints the items or packs through the cards module. Any
     * refusal aborts the transaction: nothing is written.
     */
    async buy(userId: number, request: ShopBuyRequest): Promise<ShopBuyResponse> {
      const goods = SHOP_GOODS[request.goodsId];
      const cost = goods.price * BigInt(request.quantity);
      return db.transaction(async (tx) => {
        const at = now();
        const offer = await areaOffer(tx, goods.area, at);
        if (!offer.goodsIds.includes(request.goodsId)) throw new AppError('SHOP_GOODS_NOT_OFFERED', { field: 'goodsId' });
        const stockLeft =
          goods.stock === undefined
            ? null
            : await repo.takeStock(tx, { goodsId: request.goodsId, stockWindow: offer.stockWindow, stock: goods.stock, quantity: request.quantity, createRow: !isRotating(goods.area) });
        const bought = await repo.countPurchase(tx, { userId, goodsId: request.goodsId, limitWindow: offer.limitWindow, quantity: request.quantity, limit: goods.limit });
        const purchaseId = await repo.insertPurchase(tx, { userId, goodsId: request.goodsId, area: goods.area, quantity: request.quantity, currency: goods.currency, cost, createdAt: at });
        const ref = `${SHOP_REF_PREFIX}${purchaseId}`;
        const balance = await applyLedgerEntry(tx, { userId, currency: goods.currency, delta: -cost, reason: LedgerReason.shopPurchase, ref }, at);
        const spec = 'item' in goods.gives ? ({ family: 'item', kind: goods.gives.item } as const) : ({ family: 'pack', kind: goods.gives.pack } as const);
        const tokenIds: string[] = [];
        for (let n = 0; n < request.quantity; n += 1) tokenIds.push((await mintCard(tx, userId, spec, at, ref)).tokenId);
        return {
          goodsId: request.goodsId,
          quantity: request.quantity,
          currency: goods.currency,
          cost: cost.toString(),
          tokenIds,
          balance: balance.toString(),
          limitLeft: goods.limit - bought,
          stockLeft,
        };
      });
    },
  };
}
