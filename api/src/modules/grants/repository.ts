import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { RARITIES, type Currency, type GrantSource } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { cards } from '../cards';
import { TRIAL_UNLOCK_MIN_RARITY } from './constants';
import { grants } from './tables';

export type GrantRow = typeof grants.$inferSelect;

export interface NewGrant {
  userId: number;
  source: GrantSource;
  currency: Currency;
  amount: bigint;
  startsAt: Date;
  durationS: number;
  trial?: boolean;
  /** What paid it; a second grant of the same source and ref is not written (answers false). */
  ref: string;
}

/** The one way a reward is frozen: every later domain writes its rewards here, once per (source, ref). */
export async function writeGrant(tx: Transaction, grant: NewGrant, now: Date): Promise<boolean> {
  const written = await tx
    .insert(grants)
    .values({ ...grant, trial: grant.trial ?? false, claimed: 0n, createdAt: now })
    .onConflictDoNothing({ target: [grants.source, grants.ref] })
    .returning({ id: grants.id });
  return written.length > 0;
}

/** Grants not yet fully claimed, newest first. */
export async function openGrants(db: Executor, userId: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(grants)
    .where(and(eq(grants.userId, userId), lt(grants.claimed, grants.amount)))
    .orderBy(desc(grants.startsAt), desc(grants.id));
}

/** The same, locked for a claim (in id order, so two claims lock alike). */
export async function lockOpenGrants(tx: Transaction, userId: number, source: GrantSource | undefined): Promise<GrantRow[]> {
  return tx
    .select()
    .from(grants)
    .where(and(eq(grants.userId, userId), lt(grants.claimed, grants.amount), source ? eq(grants.source, source) : undefined))
    .orderBy(asc(grants.id))
    .for('update');
}

export async function addClaimed(tx: Transaction, grantId: number, delta: bigint): Promise<void> {
  await tx
    .update(grants)
    .set({ claimed: sql`${grants.claimed} + ${delta.toString()}::numeric` })
    .where(eq(grants.id, grantId));
}

/** Paid cards (not trial) of at least the unlock rarity that the user holds. */
export async function paidCardsForTrialUnlock(db: Executor, userId: number): Promise<number> {
  const rarer = RARITIES.slice(RARITIES.indexOf(TRIAL_UNLOCK_MIN_RARITY));
  const [row] = await db
    .select({ n: count() })
    .from(cards)
    .where(
      and(
        eq(cards.ownerId, userId),
        inArray(cards.family, ['collectible', 'fp']),
        isNull(cards.trialUntil),
        ne(cards.state, 'unavailable'),
        inArray(cards.rarity, rarer),
      ),
    );
  return row?.n ?? 0;
}

