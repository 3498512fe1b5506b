import {
  DRAW_HISTORY_PAGE_SIZE,
  DRAW_INVITER_SHARE_BP,
  DRAW_MEAN_MULTIPLIER_BP,
  DRAW_PRICE,
  DRAW_PRICE_CURRENCY,
  DRAW_RATE,
  DRAW_RELEASE_S,
  DRAW_REWARD_CURRENCY,
  DRAW_TIERS,
  DRAW_WEIGHT_TOTAL,
  drawInviterReward,
  drawReward,
  type DrawConfigResponse,
  type DrawHistoryRequest,
  type DrawHistoryResponse,
  type DrawPlayRequest,
  type DrawPlayResponse,
  type DrawView,
  type FairOutcomeView,
} from '@fc/shared/contracts';
import { drawTierOf } from '@fc/shared/fair';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { currentFairPair, fairOutcomeKey, fairOutcomesAt, takeFairDraw } from '../fair';
import { writeGrant } from '../grants';
import { inviterOf } from '../referral';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { drawRef, inviterRef } from './constants';
import * as repo from './repository';
import type { DrawRow } from './tables';

/** A draw as the client sees it; `fair` is the draw's outcome under the scheme (a draw from before has its own seed). */
function drawView(row: DrawRow, fair: FairOutcomeView | undefined): DrawView {
  const legacy = row.nonce !== null && row.seed !== null && row.seedHash !== null ? { nonce: row.nonce, seed: row.seed, seedHash: row.seedHash } : null;
  if (!legacy && !fair) throw new Error(`draw ${row.id} has neither its own seed nor a fair outcome`);
  return {
    drawId: String(row.id),
    fair: fair
      ? {
          pairId: fair.pairId,
          nonce: fair.nonce,
          purpose: fair.purpose,
          serverSeedHash: fair.serverSeedHash,
          serverSeed: fair.serverSeed,
          playerSeed: fair.playerSeed,
          digest: fair.digest,
        }
      : null,
    legacy,
    tier: row.tier,
    multiplierBp: row.multiplierBp,
    price: row.price.toString(),
    reward: row.reward.toString(),
    createdAt: unixSeconds(row.createdAt),
  };
}

/** The draws as the client sees them, each with its fair outcome read from the fair module. */
async function drawViews(db: Executor, userId: number, rows: readonly DrawRow[]): Promise<DrawView[]> {
  const refs = rows.flatMap((row) => (row.fairPairId !== null && row.fairNonce !== null ? [{ pairId: row.fairPairId, nonce: row.fairNonce }] : []));
  const outcomes = await fairOutcomesAt(db, userId, refs);
  return rows.map((row) =>
    drawView(row, row.fairPairId !== null && row.fairNonce !== null ? outcomes.get(fairOutcomeKey(row.fairPairId, row.fairNonce)) : undefined),
  );
}

/**
 * Draws once in the caller's transaction, under the account's row lock: the TMT balance first (BALANCE_NOT_ENOUGH
 * before anything is written), then the next nonce of the user's current fair pair (purpose 'draw', its ref the draw's
 * id, reserved first) mapped by drawTierOf, the draw row with the pair and nonce, the TMT debit, the reward as a grant
 * vesting over DRAW_RELEASE_S and the inviter's share as a grant of its own.
 */
async function drawOnce(tx: Transaction, userId: number, requestId: string | undefined, now: Date): Promise<DrawPlayResponse> {
  await lockUser(tx, userId);
  if (requestId !== undefined) {
    const earlier = await repo.drawByRequestId(tx, userId, requestId);
    if (earlier) {
      const [view] = await drawViews(tx, userId, [earlier]);
      if (!view) throw new Error(`draw ${earlier.id} has no view`);
      return {
        draw: view,
        commitment: await currentFairPair(tx, userId, now),
        balance: (await repo.balanceOf(tx, userId, DRAW_PRICE_CURRENCY)).toString(),
      };
    }
  }
  if ((await repo.balanceOf(tx, userId, DRAW_PRICE_CURRENCY)) < DRAW_PRICE) throw new AppError('BALANCE_NOT_ENOUGH');
  const drawId = await repo.nextDrawId(tx);
  const fair = await takeFairDraw(tx, userId, 'draw', drawRef(drawId), now);
  const outcome = drawTierOf(fair.digest);
  const reward = drawReward(outcome.multiplierBp);
  const inviterId = await inviterOf(tx, userId);
  const inviterReward = inviterId === null ? null : drawInviterReward(reward);
  const row = await repo.insertDraw(tx, {
    id: drawId,
    userId,
    requestId: requestId ?? null,
    fairPairId: fair.pairId,
    fairNonce: fair.nonce,
    tier: outcome.tier,
    multiplierBp: outcome.multiplierBp,
    price: DRAW_PRICE,
    reward,
    inviterId,
    inviterReward,
    createdAt: now,
  });
  const balance = await applyLedgerEntry(
    tx,
    { userId, currency: DRAW_PRICE_CURRENCY, delta: -DRAW_PRICE, reason: LedgerReason.draw, ref: drawRef(row.id) },
    now,
  );
  const grant = { source: 'draw' as const, currency: DRAW_REWARD_CURRENCY, startsAt: now, durationS: DRAW_RELEASE_S };
  await writeGrant(tx, { ...grant, userId, amount: reward, ref: drawRef(row.id) }, now);
  if (inviterId !== null && inviterReward !== null && inviterReward > 0n) {
    await writeGrant(tx, { ...grant, userId: inviterId, amount: inviterReward, ref: inviterRef(row.id) }, now);
  }
  const [view] = await drawViews(tx, userId, [row]);
  if (!view) throw new Error(`draw ${row.id} has no view`);
  return { draw: view, commitment: await currentFairPair(tx, userId, now), balance: balance.toString() };
}

/** The draw (DOMAIN.md "Staking, airdrop, draw"): provably fair draws (purpose 'draw') paying GOAL grants for TMT. */
export function createDrawService(deps: { db: Database; now: () => Date }) {
  const { db, now: clock } = deps;

  return {
    /** The public rules and table; for a signed-in caller also the current fair pair (written on first view) and TMT. */
    async config(userId: number | null): Promise<DrawConfigResponse> {
      const now = clock();
      const mine =
        userId === null
          ? { commitment: null, balance: null }
          : await db.transaction(async (tx) => ({
              commitment: await currentFairPair(tx, userId, now),
              balance: (await repo.balanceOf(tx, userId, DRAW_PRICE_CURRENCY)).toString(),
            }));
      return {
        price: DRAW_PRICE.toString(),
        rateGoal: DRAW_RATE.goal.toString(),
        rateTmt: DRAW_RATE.tmt.toString(),
        tiers: DRAW_TIERS.map((tier) => ({ ...tier, reward: drawReward(tier.multiplierBp).toString() })),
        weightTotal: DRAW_WEIGHT_TOTAL,
        meanBp: DRAW_MEAN_MULTIPLIER_BP,
        inviterShareBp: DRAW_INVITER_SHARE_BP,
        releaseS: DRAW_RELEASE_S,
        ...mine,
        now: unixSeconds(now),
      };
    },

    async play(userId: number, request: DrawPlayRequest): Promise<DrawPlayResponse> {
      const now = clock();
      return db.transaction((tx) => drawOnce(tx, userId, request.requestId, now));
    },

    async history(userId: number, request: DrawHistoryRequest): Promise<DrawHistoryResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? DRAW_HISTORY_PAGE_SIZE;
      const { rows, total } = await repo.drawsOf(db, userId, (page - 1) * pageSize, pageSize);
      return { list: await drawViews(db, userId, rows), total, page, pageSize };
    },
  };
}
