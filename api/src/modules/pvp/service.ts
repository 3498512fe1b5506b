import {
  PVP_CHALLENGE_TTL_S,
  PVP_OPEN_CHALLENGES,
  PVP_REWARD,
  PVP_REWARD_VESTING_S,
  PVP_REWARDED_PER_DAY,
  type GamePvpCancelRequest,
  type GamePvpChallengeRequest,
  type GamePvpChallengeResponse,
  type GamePvpRespondRequest,
  type GamePvpRespondResponse,
  type GamePvpResponse,
  type MatchReportSide,
  type PvpChallenge,
} from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { publishLiveEvent } from '../events';
import {
  activeGroup,
  lockManager,
  ownedGroup,
  playedTrialCards,
  playRecorded,
  prepareHuman,
  type HumanSide,
} from '../game';
import { writeGrant } from '../grants';
import { grantsSince, DAY_S } from '../ranking';
import { challengesOf, clubsOf, expireDue, insertChallenge, lockChallenge, managerByClub, openCount, pendingBetween, updateChallenge } from './repository';
import type { ChallengeRow } from './tables';

/** How many answered challenges /game/pvp lists. */
export const RECENT_CHALLENGES = 10;

async function views(db: Executor, userId: number, rows: readonly ChallengeRow[]): Promise<PvpChallenge[]> {
  const clubs = await clubsOf(db, rows.flatMap((row) => [row.fromUserId, row.toUserId]));
  return rows.map((row) => ({
    challengeId: String(row.id),
    from: clubs.get(row.fromUserId) ?? '',
    to: clubs.get(row.toUserId) ?? '',
    sent: row.fromUserId === userId,
    state: row.state,
    createdAt: unixSeconds(row.createdAt),
    expiresAt: unixSeconds(row.expiresAt),
    matchId: row.matchId === null ? null : String(row.matchId),
  }));
}

/** Tells both managers a challenge between them changed. */
async function announce(tx: Transaction, row: ChallengeRow, now: Date): Promise<void> {
  const event = { type: 'challenge' as const, challengeId: String(row.id), state: row.state, matchId: row.matchId === null ? null : String(row.matchId) };
  for (const userId of [row.fromUserId, row.toUserId]) await publishLiveEvent(tx, userId, event, now);
}

async function expire(tx: Transaction, userId: number, now: Date): Promise<void> {
  for (const row of await expireDue(tx, userId, now)) await announce(tx, row, now);
}

/** The challenge `challengeId` as its sender or receiver may act on it: pending and not expired. */
async function openChallenge(tx: Transaction, challengeId: string, role: 'fromUserId' | 'toUserId', userId: number, now: Date): Promise<ChallengeRow> {
  const row = await lockChallenge(tx, Number(challengeId));
  if (!row || row[role] !== userId) throw new AppError('NOT_FOUND', { field: 'challengeId' });
  if (row.state !== 'pending' || row.expiresAt <= now) throw new AppError('PVP_CHALLENGE_CLOSED', { field: 'challengeId' });
  return row;
}

async function answer(tx: Transaction, row: ChallengeRow, change: Partial<ChallengeRow>, now: Date): Promise<ChallengeRow> {
  const updated = await updateChallenge(tx, row.id, { ...change, answeredAt: now });
  await announce(tx, updated, now);
  return updated;
}


/**
 * PVP_REWARD of the outcome, for the manager's first PVP_REWARDED_PER_DAY rewarded matches of the UTC day, vesting;
 * a trial grant when trial cards played.
 */
async function reward(tx: Transaction, side: HumanSide, report: MatchReportSide | null, matchId: number, now: Date): Promise<void> {
  const { userId } = side;
  const amount = report ? PVP_REWARD[report.outcome] : 0n;
  if (amount <= 0n) return;
  const dayStart = new Date(Math.floor(unixSeconds(now) / DAY_S) * DAY_S * 1000);
  if ((await grantsSince(tx, userId, 'pvp', dayStart)) >= PVP_REWARDED_PER_DAY) return;
  await writeGrant(
    tx,
    {
      userId,
      source: 'pvp',
      currency: 'TMT',
      amount,
      startsAt: now,
      durationS: PVP_REWARD_VESTING_S,
      trial: playedTrialCards(side),
      ref: `${matchId}:${userId}`,
    },
    now,
  );
}

/** PVP (DOMAIN.md "TopManager"): direct challenges between managers by club name, played at once when accepted. */
export function createPvpService(deps: { db: Database; now: () => Date }) {
  const { db, now: clock } = deps;

  return {
    async list(userId: number): Promise<GamePvpResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        await expire(tx, userId, now);
        const { pending, answered } = await challengesOf(tx, userId, RECENT_CHALLENGES);
        const open = await views(tx, userId, pending);
        return {
          incoming: open.filter((challenge) => !challenge.sent),
          outgoing: open.filter((challenge) => challenge.sent),
          recent: await views(tx, userId, answered),
          now: unixSeconds(now),
        };
      });
    },

    async challenge(userId: number, request: GamePvpChallengeRequest): Promise<GamePvpChallengeResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        await lockManager(tx, userId);
        await expire(tx, userId, now);
        const target = await managerByClub(tx, request.club);
        if (!target) throw new AppError('CLUB_NOT_FOUND', { field: 'club' });
        if (target.userId === userId) throw new AppError('PVP_SELF_CHALLENGE', { field: 'club' });
        if (!(await activeGroup(tx, userId))) throw new AppError('NO_LINEUP');
        if ((await openCount(tx, userId)) >= PVP_OPEN_CHALLENGES) throw new AppError('PVP_CHALLENGE_LIMIT');
        if (await pendingBetween(tx, userId, target.userId)) throw new AppError('PVP_ALREADY_CHALLENGED', { field: 'club' });
        const row = await insertChallenge(tx, { fromUserId: userId, toUserId: target.userId, state: 'pending', createdAt: now, expiresAt: new Date(now.getTime() + PVP_CHALLENGE_TTL_S * 1000) });
        await announce(tx, row, now);
        const [challenge] = await views(tx, userId, [row]);
        return { challenge: challenge! };
      });
    },

    /**
     * Declines, or accepts and plays: both managers locked (lower id first), each side's lineup checked as a match
     * checks it (the challenger's active group at home, the caller's `groupId` or active group away), the match played
     * and recorded, PVP rewards granted.
     */
    async respond(userId: number, request: GamePvpRespondRequest): Promise<GamePvpRespondResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        const pending = await openChallenge(tx, request.challengeId, 'toUserId', userId, now);
        if (!request.accept) {
          const declined = await answer(tx, pending, { state: 'declined' }, now);
          const [challenge] = await views(tx, userId, [declined]);
          return { challenge: challenge!, matchId: null };
        }
        for (const id of [pending.fromUserId, userId].sort((a, b) => a - b)) await lockManager(tx, id);
        const challengerGroup = await activeGroup(tx, pending.fromUserId);
        if (!challengerGroup) throw new AppError('NO_LINEUP', { field: 'challenger' });
        const myGroup = request.groupId === undefined ? await activeGroup(tx, userId) : await ownedGroup(tx, userId, request.groupId);
        if (!myGroup) throw new AppError('NO_LINEUP');
        const home = await prepareHuman(tx, pending.fromUserId, challengerGroup, now, tx);
        const away = await prepareHuman(tx, userId, myGroup, now, tx);
        // The seed is the draw of the manager whose answer plays the match.
        const { match } = await playRecorded(tx, { mode: 'pvp', home, away, drawers: ['away'], now });
        await reward(tx, home, match.homeReport, match.id, now);
        await reward(tx, away, match.awayReport, match.id, now);
        const played = await answer(tx, pending, { state: 'played', matchId: match.id }, now);
        const [challenge] = await views(tx, userId, [played]);
        return { challenge: challenge!, matchId: String(match.id) };
      });
    },

    async cancel(userId: number, request: GamePvpCancelRequest): Promise<GamePvpChallengeResponse> {
      const now = clock();
      return db.transaction(async (tx) => {
        const pending = await openChallenge(tx, request.challengeId, 'fromUserId', userId, now);
        const cancelled = await answer(tx, pending, { state: 'cancelled' }, now);
        const [challenge] = await views(tx, userId, [cancelled]);
        return { challenge: challenge! };
      });
    },
  };
}
