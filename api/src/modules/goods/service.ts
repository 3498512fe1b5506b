import { GOODS_IDS, type BuyGoodsRequest, type BuyGoodsResponse, type ConfigGoodsResponse } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { utcDay } from '../../lib/time';
import { mintCard } from '../cards';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { GOODS, GOODS_REF_PREFIX } from './constants';
import * as repo from './repository';

export function createGoodsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(userId: number | null): Promise<ConfigGoodsResponse> {
      const bought = userId === null ? new Map() : await repo.boughtOn(db, userId, utcDay(now()));
      return {
        goods: GOODS_IDS.map((goodsId) => ({
          goodsId,
          gives: GOODS[goodsId].gives,
          price: GOODS[goodsId].price.toString(),
          dailyLimit: GOODS[goodsId].dailyLimit,
          boughtToday: bought.get(goodsId) ?? 0,
        })),
      };
    },

    /**
     * Counts the purchase within today's limit, debits the points (ledger) and mints the items or packs, in one
     * transaction: a refusal (limit, balance) leaves nothing written.
     */
    async buy(userId: number, request: BuyGoodsRequest): Promise<BuyGoodsResponse> {
      const goods = GOODS[request.goodsId];
      const cost = goods.price * BigInt(request.quantity);
      return db.transaction(async (tx) => {
        const at = now();
        await repo.countPurchase(tx, { userId, goodsId: request.goodsId, day: utcDay(at), quantity: request.quantity, dailyLimit: goods.dailyLimit });
        const purchaseId = await repo.insertPurchase(tx, { userId, goodsId: request.goodsId, quantity: request.quantity, cost, createdAt: at });
        const ref = `${GOODS_REF_PREFIX}${purchaseId}`;
        const balance = await applyLedgerEntry(tx, { userId, currency: 'POINTS', delta: -cost, reason: LedgerReason.goodsPurchase, ref }, at);
        const spec = 'item' in goods.gives ? ({ family: 'item', kind: goods.gives.item } as const) : ({ family: 'pack', kind: goods.gives.pack } as const);
        const tokenIds: string[] = [];
        for (let n = 0; n < request.quantity; n += 1) tokenIds.push((await mintCard(tx, userId, spec, at, ref)).tokenId);
        return { goodsId: request.goodsId, quantity: request.quantity, cost: cost.toString(), tokenIds, balance: balance.toString() };
      });
    },
  };
}
