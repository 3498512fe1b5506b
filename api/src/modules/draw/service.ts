import { randomBytes } from 'node:crypto';
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
  drawCommitment,
  drawInviterReward,
  drawOutcome,
  drawReward,
  type DrawCommitmentView,
  type DrawConfigResponse,
  type DrawHistoryRequest,
  type DrawHistoryResponse,
  type DrawPlayRequest,
  type DrawPlayResponse,
  type DrawView,
} from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { writeGrant } from '../grants';
import { inviterOf } from '../referral';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { drawRef, inviterRef } from './constants';
import * as repo from './repository';
import type { CommitmentRow, DrawRow } from './tables';

/** A new commitment: a server seed of 32 random bytes and its SHA-256, both hex. */
function newCommitment(userId: number, nonce: number, now: Date): CommitmentRow {
  const seed = randomBytes(32).toString('hex');
  return { userId, seed, seedHash: drawCommitment(seed), nonce, createdAt: now };
}

const commitmentView = (row: CommitmentRow): DrawCommitmentView => ({ seedHash: row.seedHash, nonce: row.nonce });

function drawView(row: DrawRow): DrawView {
  return {
    drawId: String(row.id),
    nonce: row.nonce,
    seed: row.seed,
    seedHash: row.seedHash,
    tier: row.tier,
    multiplierBp: row.multiplierBp,
    price: row.price.toString(),
    reward: row.reward.toString(),
    createdAt: unixSeconds(row.createdAt),
  };
}

/** The user's commitment, written first when the user has none yet. */
async function currentCommitment(db: Executor, userId: number, now: Date): Promise<CommitmentRow> {
  const existing = await repo.commitmentOf(db, userId);
  if (existing) return existing;
  await repo.insertCommitment(db, newCommitment(userId, 1, now));
  const written = await repo.commitmentOf(db, userId);
  if (!written) throw new Error(`no draw commitment for user ${userId}`);
  return written;
}

/**
 * Draws once from the user's current commitment in the caller's transaction, under the account's row lock: the TMT
 * balance first (BALANCE_NOT_ENOUGH before anything is written), then the outcome from the committed seed, the draw
 * row, the TMT debit, the reward as a grant vesting over DRAW_RELEASE_S, the inviter's share as a grant of its own, and
 * the next commitment.
 */
async function drawOnce(tx: Transaction, userId: number, requestId: string | undefined, now: Date): Promise<DrawPlayResponse> {
  await lockUser(tx, userId);
  if (requestId !== undefined) {
    const earlier = await repo.drawByRequestId(tx, userId, requestId);
    if (earlier) {
      return {
        draw: drawView(earlier),
        commitment: commitmentView(await currentCommitment(tx, userId, now)),
        balance: (await repo.balanceOf(tx, userId, DRAW_PRICE_CURRENCY)).toString(),
      };
    }
  }
  if ((await repo.balanceOf(tx, userId, DRAW_PRICE_CURRENCY)) < DRAW_PRICE) throw new AppError('BALANCE_NOT_ENOUGH');
  const commitment = (await repo.lockCommitment(tx, userId)) ?? (await currentCommitment(tx, userId, now));
  const outcome = drawOutcome(commitment.seed, commitment.nonce);
  const reward = drawReward(outcome.multiplierBp);
  const inviterId = await inviterOf(tx, userId);
  const inviterReward = inviterId === null ? null : drawInviterReward(reward);
  const row = await repo.insertDraw(tx, {
    userId,
    requestId: requestId ?? null,
    nonce: commitment.nonce,
    seed: commitment.seed,
    seedHash: commitment.seedHash,
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
  const next = newCommitment(userId, commitment.nonce + 1, now);
  await repo.replaceCommitment(tx, next);
  return { draw: drawView(row), commitment: commitmentView(next), balance: balance.toString() };
}

/** The draw (DOMAIN.md "Staking, airdrop, draw"): commit–reveal draws paying GOAL grants for TMT. */
export function createDrawService(deps: { db: Database; now: () => Date }) {
  const { db, now: clock } = deps;

  return {
    /** The public rules and table; for a signed-in caller also the current commitment (written on first view) and TMT. */
    async config(userId: number | null): Promise<DrawConfigResponse> {
      const now = clock();
      const mine =
        userId === null
          ? { commitment: null, balance: null }
          : await db.transaction(async (tx) => ({
              commitment: commitmentView(await currentCommitment(tx, userId, now)),
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
      return { list: rows.map(drawView), total, page, pageSize };
    },
  };
}
