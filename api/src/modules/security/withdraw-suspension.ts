import type { Executor } from '../../db/client';
import { addMs } from '../../lib/time';
import { WITHDRAW_SUSPENSION_MS } from './constants';
import { latestSecurityChange } from './repository';

/** Until when withdrawals (of tokens and of cards) are suspended after the account's latest credentials change, or null. */
export async function withdrawalsSuspendedUntil(db: Executor, userId: number, now: Date): Promise<Date | null> {
  const changed = await latestSecurityChange(db, userId);
  if (!changed) return null;
  const until = addMs(changed, WITHDRAW_SUSPENSION_MS);
  return until > now ? until : null;
}
