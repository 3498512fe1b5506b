import { and, desc, eq, sql } from 'drizzle-orm';
import type { GiftCodeGrant } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { giftCodeRedemptions, giftCodes, type ReceivedGrants } from './tables';

export type GiftCodeRow = typeof giftCodes.$inferSelect;

export interface NewGiftCode {
  code: string;
  grants: GiftCodeGrant[];
  usesTotal: number;
  expiresAt: Date | null;
}

/** Answers null when the code exists already. */
export async function insertGiftCode(db: Executor, code: NewGiftCode, now: Date): Promise<GiftCodeRow | null> {
  const [row] = await db
    .insert(giftCodes)
    .values({ ...code, usesCount: 0, createdAt: now })
    .onConflictDoNothing({ target: giftCodes.code })
    .returning();
  return row ?? null;
}

/** The code's row, locked: redemptions of one code are counted one after the other. */
export async function lockGiftCode(tx: Transaction, code: string): Promise<GiftCodeRow | undefined> {
  const [row] = await tx.select().from(giftCodes).where(eq(giftCodes.code, code)).for('update');
  return row;
}

export async function hasRedeemed(db: Executor, giftCodeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: giftCodeRedemptions.userId })
    .from(giftCodeRedemptions)
    .where(and(eq(giftCodeRedemptions.giftCodeId, giftCodeId), eq(giftCodeRedemptions.userId, userId)));
  return row !== undefined;
}

export async function countUse(tx: Transaction, giftCodeId: number): Promise<void> {
  await tx
    .update(giftCodes)
    .set({ usesCount: sql`${giftCodes.usesCount} + 1` })
    .where(eq(giftCodes.id, giftCodeId));
}

export async function insertRedemption(tx: Transaction, giftCodeId: number, userId: number, received: ReceivedGrants, now: Date): Promise<void> {
  await tx.insert(giftCodeRedemptions).values({ giftCodeId, userId, received, redeemedAt: now });
}

export async function redemptionsOf(db: Executor, userId: number) {
  return db
    .select({ code: giftCodes.code, received: giftCodeRedemptions.received, redeemedAt: giftCodeRedemptions.redeemedAt })
    .from(giftCodeRedemptions)
    .innerJoin(giftCodes, eq(giftCodes.id, giftCodeRedemptions.giftCodeId))
    .where(eq(giftCodeRedemptions.userId, userId))
    .orderBy(desc(giftCodeRedemptions.redeemedAt), desc(giftCodes.id));
}

export async function allGiftCodes(db: Executor): Promise<GiftCodeRow[]> {
  return db.select().from(giftCodes).orderBy(desc(giftCodes.id));
}

/** Answers false when there is no such code. */
export async function disableGiftCode(db: Executor, code: string, now: Date): Promise<boolean> {
  const rows = await db.update(giftCodes).set({ disabledAt: now }).where(eq(giftCodes.code, code)).returning({ id: giftCodes.id });
  return rows.length > 0;
}
