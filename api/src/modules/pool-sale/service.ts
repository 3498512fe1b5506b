import {
  allocate,
  clearingPrice,
  type DevPoolSaleRequest,
  type PoolSaleCommitRequest,
  type PoolSaleDetailResponse,
  type PoolSaleListRequest,
  type PoolSaleListResponse,
  type PoolSaleMine,
  type PoolSaleView,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { findBalances } from '../wallet';
import { commitToSale, openSale, periodOf } from './lifecycle';
import * as repo from './repository';

export function saleView(sale: repo.PoolSaleRow, now: Date): PoolSaleView {
  return {
    saleId: sale.publicId,
    currency: sale.currency,
    period: periodOf(sale, now),
    boxes: sale.boxes,
    reservePrice: sale.reservePrice.toString(),
    quota: sale.quota.toString(),
    startsAt: unixSeconds(sale.startsAt),
    endsAt: unixSeconds(sale.endsAt),
    totalCommitted: sale.totalCommitted.toString(),
    committers: sale.committers,
    projectedPrice: (sale.clearingPrice ?? clearingPrice(sale.totalCommitted, sale.boxes, sale.reservePrice)).toString(),
    clearingPrice: sale.clearingPrice?.toString() ?? null,
    boxesSold: sale.boxesSold,
    settledAt: sale.settledAt ? unixSeconds(sale.settledAt) : null,
  };
}

async function mineOf(db: Executor, sale: repo.PoolSaleRow, userId: number): Promise<PoolSaleMine> {
  const [commitment, balances] = await Promise.all([repo.commitmentOf(db, sale.id, userId), findBalances(db, userId)]);
  const committed = commitment?.amount ?? 0n;
  const price = sale.clearingPrice ?? clearingPrice(sale.totalCommitted, sale.boxes, sale.reservePrice);
  const projected = allocate(committed, price);
  const settled = commitment && commitment.boxes !== null && commitment.cost !== null && commitment.refund !== null;
  return {
    committed: committed.toString(),
    quotaLeft: (sale.quota > committed ? sale.quota - committed : 0n).toString(),
    balance: (balances.find((balance) => balance.currency === sale.currency)?.amount ?? 0n).toString(),
    projectedBoxes: projected.boxes,
    projectedRefund: projected.refund.toString(),
    allocation: settled ? { boxes: commitment.boxes ?? 0, cost: (commitment.cost ?? 0n).toString(), refund: (commitment.refund ?? 0n).toString() } : null,
  };
}

export function createPoolSaleService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function detail(saleId: string, userId: number | null): Promise<PoolSaleDetailResponse> {
    const at = now();
    const sale = await repo.saleByPublicId(db, saleId);
    if (!sale) throw new AppError('NOT_FOUND', { field: 'saleId' });
    return { sale: saleView(sale, at), mine: userId === null ? null : await mineOf(db, sale, userId), now: unixSeconds(at) };
  }

  return {
    async list(request: PoolSaleListRequest): Promise<PoolSaleListResponse> {
      const at = now();
      return { list: (await repo.listSales(db, request.currency)).map((sale) => saleView(sale, at)), now: unixSeconds(at) };
    },

    detail,

    async commit(userId: number, request: PoolSaleCommitRequest): Promise<PoolSaleDetailResponse> {
      await db.transaction((tx) => commitToSale(tx, { userId, saleId: request.saleId, amount: BigInt(request.amount), now: now() }));
      return detail(request.saleId, userId);
    },

    /** /dev/poolSale: a sale as an operator would configure it, starting `startsInS` from now. */
    async open(request: DevPoolSaleRequest): Promise<PoolSaleView> {
      const at = now();
      const sale = await db.transaction((tx) =>
        openSale(
          tx,
          {
            currency: request.currency,
            boxes: request.boxes,
            reservePrice: BigInt(request.reservePrice),
            quota: BigInt(request.quota),
            startsInS: request.startsInS ?? 0,
            durationS: request.durationS,
          },
          at,
        ),
      );
      return saleView(sale, at);
    },
  };
}
