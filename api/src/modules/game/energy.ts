import {
  ENERGY_CAP,
  ENERGY_PURCHASE_AMOUNT,
  ENERGY_PURCHASE_PRICE,
  ENERGY_PURCHASES_PER_DAY,
  ENERGY_REGEN_S,
  MATCH_ENERGY_COST,
  type EnergyView,
} from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { changeEnergy, energyAt, findEnergy } from '../energy';
import { LedgerReason, applyLedgerEntry, countLedgerRows } from '../wallet';
import { ENERGY_CURRENCY, ENERGY_LEDGER_REF_PREFIX } from './constants';

const DAY_MS = 86_400_000;

/** Energy bought today (UTC): the purchases' ledger rows. */
export async function purchasesToday(db: Executor, userId: number, now: Date): Promise<number> {
  const start = new Date(`${utcDay(now)}T00:00:00.000Z`);
  return countLedgerRows(db, { userId, reason: LedgerReason.energyPurchase, from: start, to: new Date(start.getTime() + DAY_MS) });
}

/** The manager's energy now, with the countdowns (from the server's clock) and today's purchases. */
export async function energyView(db: Executor, userId: number, now: Date): Promise<EnergyView> {
  const row = await findEnergy(db, userId);
  const { energy, asOf } = energyAt(row, now);
  const full = energy >= ENERGY_CAP;
  const asOfS = unixSeconds(asOf);
  return {
    energy,
    cap: ENERGY_CAP,
    nextAt: full ? null : asOfS + ENERGY_REGEN_S,
    fullAt: full ? null : asOfS + (ENERGY_CAP - energy) * ENERGY_REGEN_S,
    purchasesToday: await purchasesToday(db, userId, now),
    purchaseLimit: ENERGY_PURCHASES_PER_DAY,
    purchaseAmount: ENERGY_PURCHASE_AMOUNT,
    purchasePrice: ENERGY_PURCHASE_PRICE.toString(),
    matchCost: MATCH_ENERGY_COST,
    now: unixSeconds(now),
  };
}

/**
 * Buys ENERGY_PURCHASE_AMOUNT energy for ENERGY_PURCHASE_PRICE TMT in the caller's transaction: never above the cap
 * (ENERGY_EXCEEDS_LIMIT), at most ENERGY_PURCHASES_PER_DAY a UTC day (ENERGY_PURCHASE_LIMIT, counted under the
 * energy row's lock so two purchases at once cannot both be the fifth), paid by one ledger row (BALANCE_NOT_ENOUGH).
 */
export async function buyEnergy(tx: Transaction, userId: number, now: Date): Promise<bigint> {
  await changeEnergy(tx, userId, ENERGY_PURCHASE_AMOUNT, now);
  if ((await purchasesToday(tx, userId, now)) >= ENERGY_PURCHASES_PER_DAY) throw new AppError('ENERGY_PURCHASE_LIMIT');
  return applyLedgerEntry(
    tx,
    { userId, currency: ENERGY_CURRENCY, delta: -ENERGY_PURCHASE_PRICE, reason: LedgerReason.energyPurchase, ref: `${ENERGY_LEDGER_REF_PREFIX}${utcDay(now)}` },
    now,
  );
}
