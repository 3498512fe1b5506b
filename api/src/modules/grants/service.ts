import type { ClaimListResponse, ClaimResponse, Currency, GrantSource, GrantView } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { TRIAL_UNLOCK_CARDS } from './constants';
import * as repo from './repository';
import { releasedAt } from './vesting';

function view(grant: repo.GrantRow, now: Date, trialUnlocked: boolean): GrantView {
  const released = releasedAt(grant, now);
  const heldForTrial = grant.trial && !trialUnlocked;
  return {
    id: String(grant.id),
    source: grant.source,
    currency: grant.currency,
    amount: grant.amount.toString(),
    released: released.toString(),
    claimed: grant.claimed.toString(),
    claimable: (heldForTrial ? 0n : released - grant.claimed).toString(),
    frozen: (grant.amount - released).toString(),
    startsAt: unixSeconds(grant.startsAt),
    endsAt: unixSeconds(grant.startsAt) + grant.durationS,
    heldForTrial,
  };
}

export function createGrantsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(userId: number): Promise<ClaimListResponse> {
      const at = now();
      const [rows, paidCards] = await Promise.all([repo.openGrants(db, userId), repo.paidCardsForTrialUnlock(db, userId)]);
      return { grants: rows.map((row) => view(row, at, paidCards >= TRIAL_UNLOCK_CARDS)) };
    },

    /**
     * Moves released − claimed of every open grant (of one source, or all) into the wallet: one ledger row per
     * currency, in the transaction that raises `claimed`. The grants are locked first, so claims at the same time pay
     * once; a claim with nothing released answers an empty `claimed`.
     */
    async claim(userId: number, source: GrantSource | undefined): Promise<ClaimResponse> {
      return db.transaction(async (tx) => {
        const at = now();
        const rows = await repo.lockOpenGrants(tx, userId, source);
        const trialUnlocked = (await repo.paidCardsForTrialUnlock(tx, userId)) >= TRIAL_UNLOCK_CARDS;
        const totals = new Map<Currency, bigint>();
        for (const grant of rows) {
          if (grant.trial && !trialUnlocked) continue;
          const due = releasedAt(grant, at) - grant.claimed;
          if (due <= 0n) continue;
          await repo.addClaimed(tx, grant.id, due);
          totals.set(grant.currency, (totals.get(grant.currency) ?? 0n) + due);
        }
        for (const [currency, delta] of totals) {
          await applyLedgerEntry(tx, { userId, currency, delta, reason: LedgerReason.claim, ref: source ?? 'all' }, at);
        }
        return { claimed: Object.fromEntries([...totals].map(([currency, delta]) => [currency, delta.toString()])) };
      });
    },
  };
}
