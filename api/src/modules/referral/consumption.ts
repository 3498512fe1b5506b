import type { Transaction } from '../../db/client';
import { writeGrant } from '../grants';
import type { LedgerEntry, LedgerHook } from '../wallet';
import { REFERRAL_CONSUMING_REASONS, REFERRAL_CURRENCY, REFERRAL_GRANT_REF_PREFIX, REFERRAL_RELEASE_S } from './constants';
import * as repo from './repository';
import { rewardDue } from './rules';

/**
 * The ledger hook (app.ts adds it): a TMT debit of a consuming reason by an invited friend adds to that friend's total
 * and freezes what it makes due to the inviter as a referral grant, in the consuming transaction, so a consumption and
 * its reward commit or roll back together. It runs once per ledger row (the row's id is the grant's ref and the reward
 * row's key), and the friend's total is updated under its row lock, so concurrent consumptions add up exactly.
 */
export const recordReferralConsumption: LedgerHook = {
  applies: (entry) => entry.currency === REFERRAL_CURRENCY && entry.delta < 0n && REFERRAL_CONSUMING_REASONS.has(entry.reason),
  // The friend's inviter, read by the ledger statement itself.
  read: (userId) => repo.inviterOfSql(userId),
  run: (tx, row, now, inviter) => (inviter === null ? Promise.resolve() : recordConsumption(tx, row, now, Number(inviter))),
};

async function recordConsumption(tx: Transaction, row: { id: number } & LedgerEntry, now: Date, inviterId: number): Promise<void> {
  const consumed = -row.delta;
  const totals = await repo.addConsumption(tx, row.userId, inviterId, consumed, now);
  const reward = rewardDue(totals.consumed, totals.rewarded);
  let grantId: number | null = null;
  if (reward > 0n) {
    const ref = `${REFERRAL_GRANT_REF_PREFIX}${row.id}`;
    await repo.addRewarded(tx, row.userId, reward);
    await writeGrant(tx, { userId: inviterId, source: 'referral', currency: REFERRAL_CURRENCY, amount: reward, startsAt: now, durationS: REFERRAL_RELEASE_S, ref }, now);
    grantId = await repo.findGrantId(tx, ref);
  }
  await repo.insertReward(tx, { ledgerId: row.id, inviterId, friendId: row.userId, consumed, reward, grantId, createdAt: now });
}
