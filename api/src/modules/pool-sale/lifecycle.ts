import { poolSalePeriod, settleCommitments } from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import { mintCard } from '../cards';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { POOL_SALE_JOB_BATCH, POOL_SALE_LEDGER_REF_PREFIX, type PoolSaleConfig } from './constants';
import * as repo from './repository';

export function saleRef(sale: { publicId: string }): string {
  return `${POOL_SALE_LEDGER_REF_PREFIX}${sale.publicId}`;
}

export function periodOf(sale: repo.PoolSaleRow, now: Date) {
  return poolSalePeriod(unixSeconds(sale.startsAt), unixSeconds(sale.endsAt), unixSeconds(now));
}

/** A sale to open: what is sold and how, and its start and length in seconds from `now`. */
export type SaleSpec = Omit<PoolSaleConfig, 'startsInHours' | 'durationHours'> & { startsInS: number; durationS: number };

/** Opens a sale, its start and end relative to `now`. */
export async function openSale(tx: Transaction, config: SaleSpec, now: Date): Promise<repo.PoolSaleRow> {
  const startsAt = new Date(now.getTime() + config.startsInS * 1000);
  return repo.insertSale(tx, {
    publicId: publicId(),
    currency: config.currency,
    boxes: config.boxes,
    reservePrice: config.reservePrice,
    quota: config.quota,
    startsAt,
    endsAt: new Date(startsAt.getTime() + config.durationS * 1000),
    createdAt: now,
  });
}

export interface Commit {
  userId: number;
  saleId: string;
  /** Base units. */
  amount: bigint;
  now: Date;
}

/**
 * Adds to the user's commitment in the caller's transaction: the sale locked (commits to it, and its settlement, take
 * turns), then a positive amount, an ongoing sale, the quota, and the amount held from the balance (a ledger row).
 * Any refusal throws and the transaction writes nothing.
 */
export async function commitToSale(tx: Transaction, { userId, saleId, amount, now }: Commit): Promise<repo.PoolSaleRow> {
  if (amount <= 0n) throw new AppError('POOL_SALE_AMOUNT_INVALID', { field: 'amount' });
  const sale = await repo.lockSale(tx, saleId);
  if (!sale) throw new AppError('NOT_FOUND', { field: 'saleId' });
  if (sale.settledAt || periodOf(sale, now) !== 'ongoing') throw new AppError('SALE_NOT_OPEN', { field: 'saleId' });
  const existing = await repo.commitmentOf(tx, sale.id, userId);
  if ((existing?.amount ?? 0n) + amount > sale.quota) throw new AppError('QUOTA_EXCEEDED', { field: 'amount' });
  await repo.addCommitment(tx, sale, userId, amount, !existing, now);
  await applyLedgerEntry(tx, { userId, currency: sale.currency, delta: -amount, reason: LedgerReason.poolSaleHold, ref: saleRef(sale) }, now);
  return sale;
}

/**
 * Settles one locked sale that has ended: the clearing price from every commitment, each committer's boxes minted
 * (sealed, their card drawn when opened) and the hold released with what the boxes cost paid from it, all in the
 * caller's transaction. Answers the boxes given.
 */
async function settleSale(tx: Transaction, sale: repo.PoolSaleRow, now: Date): Promise<number> {
  const commitments = await repo.commitmentsOf(tx, sale.id);
  const { price, allocations } = settleCommitments(
    commitments.map((commitment) => commitment.amount),
    sale.boxes,
    sale.reservePrice,
  );
  const boxesSold = allocations.reduce((sum, allocation) => sum + allocation.boxes, 0);
  if (boxesSold > sale.boxes) throw new Error(`sale ${sale.publicId} would give ${boxesSold} of ${sale.boxes} boxes`);
  if (!(await repo.markSettled(tx, sale.id, { clearingPrice: price, boxesSold, settledAt: now }))) {
    throw new Error(`sale ${sale.publicId} settled under its row lock`);
  }
  const ref = saleRef(sale);
  for (const [index, commitment] of commitments.entries()) {
    const allocation = allocations[index];
    if (!allocation) throw new Error('an allocation is missing');
    const { userId } = commitment;
    await repo.recordAllocation(tx, sale.id, userId, allocation);
    await applyLedgerEntry(tx, { userId, currency: sale.currency, delta: commitment.amount, reason: LedgerReason.poolSaleRelease, ref }, now);
    if (allocation.cost > 0n) {
      await applyLedgerEntry(tx, { userId, currency: sale.currency, delta: -allocation.cost, reason: LedgerReason.poolSalePurchase, ref }, now);
    }
    for (let box = 0; box < allocation.boxes; box += 1) await mintCard(tx, userId, { family: 'box' }, now, ref);
  }
  return boxesSold;
}

/** The job's work at `now`: every sale that has ended and is not settled is settled, once. */
export async function settleDueSales(tx: Transaction, now: Date): Promise<{ settled: number; boxes: number }> {
  const due = await repo.lockDueSales(tx, now, POOL_SALE_JOB_BATCH);
  let boxes = 0;
  for (const sale of due) boxes += await settleSale(tx, sale, now);
  return { settled: due.length, boxes };
}
