import { allocateProRata, TOP_PRIZE_STARTS_AT_S, TOP_PRIZE_TOTAL_TMT, TOP_PRIZE_VESTING_S, topPrizePayoutPool } from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { writeGrant } from '../grants';
import { claimPayout, lockPayouts, paidSoFar, setPayoutAmount } from './repository';
import { standings } from './standings';

/** What one period's payout did. */
export interface TopPrizePayout {
  period: string;
  status: 'paid' | 'alreadyPaid' | 'notStarted' | 'poolEmpty' | 'noParticipants';
  paid: number;
  amount: string;
}

/** `2030-01-15T10:30Z`: the period's label in grant refs. */
export function periodLabel(period: Date): string {
  return `${period.toISOString().slice(0, 16)}Z`;
}

/** A user's grant ref of a period; the part earned by trial cards is `…:trial` (one grant per source and ref). */
export function payoutRef(period: Date, userId: number, trial = false): string {
  return `${periodLabel(period)}:${userId}${trial ? ':trial' : ''}`;
}

/**
 * Pays a half-hour period (DOMAIN.md "TopPrize"): min(2,600 TMT, pool left) shared pro rata to the power in the event
 * now, whole (`allocateProRata`: the floors, then the base units they leave to the largest remainders, so a period pays
 * exactly its pool and the total stops at exactly 10,000,000 TMT), each share a grant vesting 180 days from the period; the
 * part earned by trial cards' power is a trial grant of its own. The period's payout row is written first (its key is
 * the period): a second worker, a restart or a repeated clock finds it and pays nothing.
 */
export async function payTopPrize(tx: Transaction, period: Date, now: Date): Promise<TopPrizePayout> {
  const label = periodLabel(period);
  const none = (status: TopPrizePayout['status']): TopPrizePayout => ({ period: label, status, paid: 0, amount: '0' });
  if (period.getTime() < TOP_PRIZE_STARTS_AT_S * 1000) return none('notStarted');
  await lockPayouts(tx);
  const pool = topPrizePayoutPool(TOP_PRIZE_TOTAL_TMT - (await paidSoFar(tx)));
  if (pool === 0n) return none('poolEmpty');
  const { list, totalPower } = await standings(tx);
  if (totalPower === 0) return none('noParticipants');
  if (!(await claimPayout(tx, { period, pool, amount: 0n, totalPower, participants: list.length, createdAt: now }))) return none('alreadyPaid');

  let paid = 0;
  let amount = 0n;
  const shares = allocateProRata(pool, list.map((standing) => standing.power.total));
  for (const [index, standing] of list.entries()) {
    const share = shares[index] ?? 0n;
    if (share <= 0n) continue;
    const trialPart = standing.power.cards > 0 ? (share * BigInt(standing.power.trialCards)) / BigInt(standing.power.cards) : 0n;
    for (const [part, trial] of [[share - trialPart, false], [trialPart, true]] as const) {
      if (part <= 0n) continue;
      await writeGrant(
        tx,
        { userId: standing.userId, source: 'topPrize', currency: 'TMT', amount: part, startsAt: period, durationS: TOP_PRIZE_VESTING_S, trial, ref: payoutRef(period, standing.userId, trial) },
        now,
      );
    }
    paid += 1;
    amount += share;
  }
  await setPayoutAmount(tx, period, amount, paid);
  return { period: label, status: 'paid', paid, amount: amount.toString() };
}
