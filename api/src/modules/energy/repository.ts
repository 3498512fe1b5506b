import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ENERGY_CAP, ENERGY_REGEN_MS } from './constants';
import { managerEnergy } from './tables';

export interface EnergyNow {
  energy: number;
  /** Where the regeneration counts from: the remainder of a started 18 minutes is kept. */
  asOf: Date;
}

/** What a stored row is worth at `now`: +1 per 18 minutes since, up to the cap. A manager never stored has it full. */
export function energyAt(row: { energy: number; asOf: Date } | undefined, now: Date): EnergyNow {
  if (!row) return { energy: ENERGY_CAP, asOf: now };
  const regenerated = Math.max(0, Math.floor((now.getTime() - row.asOf.getTime()) / ENERGY_REGEN_MS));
  const energy = Math.min(ENERGY_CAP, row.energy + regenerated);
  return { energy, asOf: energy === ENERGY_CAP ? now : new Date(row.asOf.getTime() + regenerated * ENERGY_REGEN_MS) };
}

/** The manager's stored energy row; undefined for a manager never stored (full energy). */
export async function findEnergy(db: Executor, userId: number): Promise<typeof managerEnergy.$inferSelect | undefined> {
  const [row] = await db.select().from(managerEnergy).where(eq(managerEnergy.userId, userId));
  return row;
}

export async function currentEnergy(db: Executor, userId: number, now: Date): Promise<number> {
  return energyAt(await findEnergy(db, userId), now).energy;
}

/**
 * Changes the manager's energy by `delta` under a row lock, in the caller's transaction: above the cap is refused
 * ("energy exceeds upper limit"), below zero too ("lack of energy"). Answers the energy after.
 */
export async function changeEnergy(tx: Transaction, userId: number, delta: number, now: Date): Promise<number> {
  await tx.insert(managerEnergy).values({ userId, energy: ENERGY_CAP, asOf: now }).onConflictDoNothing();
  const [row] = await tx.select().from(managerEnergy).where(eq(managerEnergy.userId, userId)).for('update');
  const current = energyAt(row, now);
  const energy = current.energy + delta;
  if (energy > ENERGY_CAP) throw new AppError('ENERGY_EXCEEDS_LIMIT');
  if (energy < 0) throw new AppError('LACK_OF_ENERGY');
  await tx
    .update(managerEnergy)
    .set({ energy, asOf: energy === ENERGY_CAP ? now : current.asOf })
    .where(eq(managerEnergy.userId, userId));
  return energy;
}
