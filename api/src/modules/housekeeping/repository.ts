import { isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, verificationCodes } from '../account';
import { mailOutbox } from '../dev';

/** Sessions past their expiry, and signed-out (revoked) ones: no token can use them again. */
export async function deleteEndedSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Activation, reset and e-mail codes used or expired before `before`. */
export async function deleteSpentCodes(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(verificationCodes)
    .where(or(lt(verificationCodes.usedAt, before), lt(verificationCodes.expiresAt, before)))
    .returning({ id: verificationCodes.id });
  return rows.length;
}

export async function deleteOutboxMailsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, before)).returning({ id: mailOutbox.id });
  return rows.length;
}
