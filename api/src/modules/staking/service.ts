import {
  AIRDROP_PAST_ROUNDS,
  AIRDROP_VESTING_S,
  GOAL_STAKE_LOCK_S,
  GOAL_STAKES_LISTED,
  MAX_STAKED_CARDS,
  STAKING_TOKEN,
  UNSTAKE_FREEZE_S,
  airdropShare,
  allocateProRata,
  stakingPower,
  type AirdropInfoResponse,
  type AirdropRoundView,
  type DevAirdropRoundRequest,
  type GoalStakeRequest,
  type GoalStakeResponse,
  type GoalStakesResponse,
  type GoalStakeView,
  type StakeCardsRequest,
  type StakedCard,
  type StakeInfoResponse,
  type UnstakeCardsRequest,
} from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { changeCardState, lockOwnedCard, summariesOf } from '../cards';
import { writeGrant } from '../grants';
import { LedgerReason, applyLedgerEntry, findBalances } from '../wallet';
import * as repo from './repository';
import type { AirdropRoundRow, GoalStakeRow } from './tables';

const S = 1000;

/** The ref of a GOAL stake: its ledger row's and its grant's. */
export const goalStakeRef = (stakeId: number) => `goal-stake:${stakeId}`;
/** The ref of an airdrop share's grant. */
export const airdropRef = (roundId: number, userId: number) => `${roundId}:${userId}`;

/**
 * Moves every frozen card whose 24 hours are over (of one user, or all) back to rest with `unstake`: the job's work
 * and the check each of the user's calls makes first. Each stake is released once (released_at, set while null).
 */
export async function releaseFrozen(tx: Transaction, now: Date, userId?: number): Promise<number> {
  let released = 0;
  for (const due of await repo.lockDueReleases(tx, now, userId)) {
    if (!(await repo.markReleased(tx, due.stakeId, now))) continue;
    await changeCardState(tx, { tokenId: due.tokenId, action: 'unstake', by: 'system', now, ref: `stake:${due.stakeId}` });
    released += 1;
  }
  return released;
}

/**
 * Settles every ended round not yet settled: each round is locked (SKIP LOCKED: a second settlement at once takes
 * another or none) and shares its pool pro rata to each account's card power at its end, whole (`allocateProRata`), as one
 * vesting grant per account (ref <round>:<user>); settled_at is written only while null. Answers the rounds settled.
 */
export async function settleDueRounds(tx: Transaction, now: Date): Promise<number[]> {
  const settled: number[] = [];
  for (;;) {
    const round = await repo.lockNextDueRound(tx, now);
    if (!round) return settled;
    const powers = await repo.powerByUserAtEnd(tx, round.endsAt);
    const totalPower = powers.reduce((total, row) => total + row.power, 0);
    let paid = 0n;
    let recipients = 0;
    const shares = allocateProRata(round.pool, powers.map((row) => row.power));
    for (const [index, { userId }] of powers.entries()) {
      const share = shares[index] ?? 0n;
      if (share <= 0n) continue;
      const written = await writeGrant(
        tx,
        { userId, source: 'airdrop', currency: STAKING_TOKEN, amount: share, startsAt: round.endsAt, durationS: AIRDROP_VESTING_S, ref: airdropRef(round.id, userId) },
        now,
      );
      if (!written) continue;
      paid += share;
      recipients += 1;
    }
    if (await repo.markSettled(tx, round.id, { now, totalPower, recipients, paid })) settled.push(round.id);
  }
}

function goalStakeView(row: GoalStakeRow): GoalStakeView {
  return { stakeId: String(row.id), amount: row.amount.toString(), stakedAt: unixSeconds(row.stakedAt), unlocksAt: unixSeconds(row.unlocksAt) };
}

async function goalBalance(db: Executor, userId: number): Promise<bigint> {
  return (await findBalances(db, userId)).find((row) => row.currency === STAKING_TOKEN)?.amount ?? 0n;
}

function roundView(round: AirdropRoundRow, totalPower: number, myPower: number | null, myShare: bigint | null): AirdropRoundView {
  return {
    roundId: String(round.id),
    pool: round.pool.toString(),
    startsAt: unixSeconds(round.startsAt),
    endsAt: unixSeconds(round.endsAt),
    totalPower,
    myPower,
    myShare: myShare === null ? null : myShare.toString(),
    settledAt: round.settledAt ? unixSeconds(round.settledAt) : null,
  };
}

/** Card staking, fan-token staking and the airdrop (DOMAIN.md "Staking, airdrop, draw"). */
export function createStakingService(deps: { db: Database; now: () => Date }) {
  const { db, now: clock } = deps;

  async function myCards(tx: Transaction, userId: number): Promise<{ power: number; staked: StakedCard[]; frozen: StakedCard[] }> {
    const rows = await repo.openStakes(tx, userId);
    const summaries = await summariesOf(
      tx,
      rows.map((row) => row.card),
    );
    const views = rows.map(({ stake }, index) => ({
      card: summaries[index]!,
      power: stake.power,
      stakedAt: unixSeconds(stake.stakedAt),
      frozenUntil: stake.frozenUntil ? unixSeconds(stake.frozenUntil) : null,
    }));
    const staked = views.filter((view) => view.frozenUntil === null);
    return { power: staked.reduce((total, view) => total + view.power, 0), staked, frozen: views.filter((view) => view.frozenUntil !== null) };
  }

  async function info(userId: number | null): Promise<StakeInfoResponse> {
    const now = clock();
    return db.transaction(async (tx) => {
      if (userId !== null) await releaseFrozen(tx, now, userId);
      return { totalPower: await repo.powerAt(tx, now, 'now'), mine: userId === null ? null : await myCards(tx, userId), now: unixSeconds(now) };
    });
  }

  return {
    info,

    /** Stakes every card of the request, or none: the user's row lock, the limit, then the state machine per card. */
    async stake(userId: number, request: StakeCardsRequest): Promise<StakeInfoResponse> {
      const now = clock();
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await releaseFrozen(tx, now, userId);
        const staked = await repo.activeStakeCount(tx, userId);
        if (staked + request.tokenIds.length > MAX_STAKED_CARDS) throw new AppError('SELECTION_LIMIT', { field: 'tokenIds' });
        for (const tokenId of request.tokenIds) {
          const card = await changeCardState(tx, { tokenId, action: 'stake', by: { userId }, now, ref: 'stake' });
          if (!card.rarity) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'tokenId' });
          await repo.insertStake(tx, { cardId: card.id, userId, power: stakingPower(card.rarity), stakedAt: now });
        }
      });
      return info(userId);
    },

    /** Unstakes: the power stops at once; the card stays in `staking`, frozen UNSTAKE_FREEZE_S, then goes back to rest. */
    async unstake(userId: number, request: UnstakeCardsRequest): Promise<StakeInfoResponse> {
      const now = clock();
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await releaseFrozen(tx, now, userId);
        for (const tokenId of request.tokenIds) {
          const card = await lockOwnedCard(tx, tokenId, { userId });
          const stake = await repo.lockActiveStake(tx, card.id);
          // A frozen card is still in `staking`: it is busy until its freeze ends; any other card was never staked.
          if (!stake) throw new AppError(card.state === 'staking' ? 'CARD_BUSY' : 'CARD_ACTION_UNAVAILABLE', { field: 'tokenId' });
          await repo.markUnstaked(tx, stake.id, now, new Date(now.getTime() + UNSTAKE_FREEZE_S * S));
        }
      });
      return info(userId);
    },

    async goalStakes(userId: number): Promise<GoalStakesResponse> {
      const [balance, stakes] = await Promise.all([goalBalance(db, userId), repo.goalStakesOf(db, userId, GOAL_STAKES_LISTED)]);
      return { balance: balance.toString(), stakes: stakes.map(goalStakeView), now: unixSeconds(clock()) };
    },

    /**
     * Locks `amount` GOAL for GOAL_STAKE_LOCK_S: the ledger debit, the stake row and its grant (source fanStaking,
     * released whole at the lock's end: starts then, duration 0) in one transaction.
     */
    async stakeGoal(userId: number, request: GoalStakeRequest): Promise<GoalStakeResponse> {
      const now = clock();
      const amount = BigInt(request.amount);
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const unlocksAt = new Date(now.getTime() + GOAL_STAKE_LOCK_S * S);
        const stake = await repo.insertGoalStake(tx, { userId, amount, stakedAt: now, unlocksAt });
        const ref = goalStakeRef(stake.id);
        const balance = await applyLedgerEntry(tx, { userId, currency: STAKING_TOKEN, delta: -amount, reason: LedgerReason.goalStake, ref }, now);
        await writeGrant(tx, { userId, source: 'fanStaking', currency: STAKING_TOKEN, amount, startsAt: unlocksAt, durationS: 0, ref }, now);
        return { stake: goalStakeView(stake), balance: balance.toString() };
      });
    },

    async airdrop(userId: number | null): Promise<AirdropInfoResponse> {
      const now = clock();
      const [round, past] = await Promise.all([repo.currentRound(db, now), repo.settledRounds(db, AIRDROP_PAST_ROUNDS)]);
      let current: AirdropRoundView | null = null;
      if (round) {
        const totalPower = await repo.powerAt(db, now, 'now');
        const myPower = userId === null ? null : await repo.powerAt(db, now, 'now', userId);
        current = roundView(round, totalPower, myPower, myPower === null ? null : airdropShare(round.pool, myPower, totalPower));
      }
      const rewards = userId === null ? new Map<string, bigint>() : await repo.airdropGrants(db, past.map((row) => airdropRef(row.id, userId)));
      const pastViews = await Promise.all(
        past.map(async (row) => {
          const myPower = userId === null ? null : await repo.powerAt(db, row.endsAt, 'end', userId);
          const myShare = userId === null ? null : (rewards.get(airdropRef(row.id, userId)) ?? 0n);
          return roundView(row, row.totalPower ?? 0, myPower, myShare);
        }),
      );
      return { current, past: pastViews, now: unixSeconds(now) };
    },

    /** /dev/airdropRound: a round starting now. */
    async openRound(request: DevAirdropRoundRequest): Promise<AirdropRoundView> {
      const now = clock();
      const round = await repo.insertRound(db, { pool: BigInt(request.pool), startsAt: now, endsAt: new Date(now.getTime() + request.durationS * S), createdAt: now });
      return roundView(round, await repo.powerAt(db, now, 'now'), null, null);
    },
  };
}
