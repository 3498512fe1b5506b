import {
  DAILY_BONUS_TMT,
  PVP_REWARDED_PER_DAY,
  RANKING_PAGE_SIZE,
  REWARDS_PAGE_SIZE,
  RANKING_SIZE,
  SEASON_REWARD_TMT,
  seasonAt,
  utcDay,
  type GameClubsRequest,
  type GameClubsResponse,
  type GameRankingRequest,
  type GameRankingResponse,
  type GameRewardKind,
  type GameRewardRow,
  type GameRewardsRequest,
  type GameRewardsResponse,
  type GrantSource,
  type RankingRow,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { TRIAL_UNLOCK_CARDS, paidCardsForTrialUnlock, releasedAt } from '../grants';
import { TRIAL_REF_SUFFIX } from './payouts';
import * as repo from './repository';
import { DAY_S, dayStartS, seasonView, shareOf } from './season';

/** The team rating of a manager's active group, or null without one: the game's to say. */
export type TeamRatingReader = (db: Executor, userId: number) => Promise<number | null>;
let teamRatingReader: TeamRatingReader | null = null;

/** Set once in app.ts, like the order kinds of payments, so that ranking imports nothing of the game built on it. */
export function registerTeamRating(read: TeamRatingReader): void {
  teamRatingReader = read;
}

function activeTeamRating(db: Executor, userId: number): Promise<number | null> {
  if (!teamRatingReader) throw new Error('no team rating registered for the club search');
  return teamRatingReader(db, userId);
}

/** Clubs /game/clubs answers at most. */
export const CLUBS_FOUND_MAX = RANKING_PAGE_SIZE;

const REWARD_SOURCES: Record<GameRewardKind, GrantSource> = { daily: 'topManagerDaily', season: 'topManagerSeason', pvp: 'pvp' };

function searchText(q: string | undefined): string | null {
  if (q === undefined) return null;
  const trimmed = q.trim();
  if (!trimmed) throw invalidParams('q');
  return trimmed;
}

function rankingRow(row: repo.ClubRankedRow, pool: bigint, totalPoints: number, userId: number | null): RankingRow {
  return {
    rank: row.rank,
    club: row.club,
    points: row.points,
    matches: row.matches,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
    reward: row.rank <= RANKING_SIZE ? shareOf(pool, row.points, totalPoints).toString() : null,
    me: row.userId === userId,
  };
}

/** What a ranking request names: the rows it reads, its pool and whether it is over. */
interface RankingScope {
  where: repo.PointsScope;
  season: number;
  day: string | null;
  final: boolean;
  pool: bigint;
}

function rankingScope(request: GameRankingRequest, nowS: number): RankingScope {
  const current = seasonAt(nowS);
  if (!current) throw new AppError('SEASON_NOT_STARTED');
  if (request.scope === 'daily') {
    const today = utcDay(nowS);
    const day = request.day ?? today;
    const startS = dayStartS(day);
    if (startS === null) throw invalidParams('day');
    const season = seasonAt(startS);
    if (!season || day > today) throw new AppError('SEASON_NOT_STARTED');
    if (request.season !== undefined && request.season !== season.index) throw invalidParams('season', 'the day is not in that season');
    return { where: { day }, season: season.index, day, final: day < today, pool: DAILY_BONUS_TMT };
  }
  if (request.day !== undefined) throw invalidParams('day', 'a season ranking has no day');
  const index = request.season ?? current.index;
  if (index > current.index) throw new AppError('SEASON_NOT_STARTED');
  if (index === current.index && current.day === 1) throw new AppError('RANKING_NOT_STARTED');
  return { where: { season: index }, season: index, day: null, final: index < current.index, pool: SEASON_REWARD_TMT };
}

export function createRankingService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** /game/ranking: a day's or a season's top RANKING_SIZE, a page of it (clubs matching `q`), and the caller's row. */
    async ranking(userId: number | null, request: GameRankingRequest): Promise<GameRankingResponse> {
      const nowS = unixSeconds(now());
      const scope = rankingScope(request, nowS);
      const q = searchText(request.q);
      const page = request.page ?? 1;
      const [totals, rows, mine] = await Promise.all([
        repo.rankingTotals(db, scope.where, q),
        repo.rankingPage(db, scope.where, q, RANKING_PAGE_SIZE, (page - 1) * RANKING_PAGE_SIZE),
        userId === null ? Promise.resolve(null) : repo.rankedRowOf(db, scope.where, userId),
      ]);
      return {
        scope: request.scope,
        season: seasonView(scope.season, nowS),
        day: scope.day,
        final: scope.final,
        pool: scope.pool.toString(),
        list: rows.map((row) => rankingRow(row, scope.pool, totals.totalPoints, userId)),
        total: totals.matching,
        page,
        pageSize: RANKING_PAGE_SIZE,
        me: mine ? rankingRow(mine, scope.pool, totals.totalPoints, userId) : null,
      };
    },

    /**
     * /game/clubs: clubs whose name contains `q`, with their current season's points. The team rating is the game
     * module's (the active lineup), not read here: null.
     */
    async clubs(request: GameClubsRequest): Promise<GameClubsResponse> {
      const q = searchText(request.q) ?? '';
      const season = seasonAt(unixSeconds(now()));
      const found = await repo.searchClubs(db, q, season?.index ?? null, CLUBS_FOUND_MAX);
      const list = [];
      for (const club of found) list.push({ club: club.club, teamRating: await activeTeamRating(db, club.userId), seasonPoints: club.seasonPoints });
      return { list };
    },

    /** /game/rewards: the caller's grants of a kind with their vesting, the totals, and what comes next. */
    async rewards(userId: number, request: GameRewardsRequest): Promise<GameRewardsResponse> {
      const at = now();
      const nowS = unixSeconds(at);
      const source = REWARD_SOURCES[request.kind];
      const page = request.page ?? 1;
      const [all, paidCards] = await Promise.all([repo.grantsOf(db, userId, source), paidCardsForTrialUnlock(db, userId)]);
      const trialUnlocked = paidCards >= TRIAL_UNLOCK_CARDS;
      const vesting = all.map((grant) => {
        const released = releasedAt(grant, at);
        const claimable = grant.trial && !trialUnlocked ? 0n : released - grant.claimed;
        return { grant, released, claimable };
      });
      const totals = vesting.reduce(
        (sum, { grant, released, claimable }) => ({
          amount: sum.amount + grant.amount,
          released: sum.released + released,
          claimable: sum.claimable + claimable,
          claimed: sum.claimed + grant.claimed,
        }),
        { amount: 0n, released: 0n, claimable: 0n, claimed: 0n },
      );
      const pageRows = vesting.slice((page - 1) * REWARDS_PAGE_SIZE, page * REWARDS_PAGE_SIZE);
      const list: GameRewardRow[] = [];
      for (const { grant, released, claimable } of pageRows) {
        const owner = grant.ref.endsWith(TRIAL_REF_SUFFIX) ? `:${userId}${TRIAL_REF_SUFFIX}` : `:${userId}`;
        const period = grant.ref.endsWith(owner) ? grant.ref.slice(0, -owner.length) : grant.ref;
        const standing = await paidStanding(request.kind, period, userId);
        list.push({
          source: grant.source,
          ref: period,
          rank: standing?.rank ?? null,
          points: standing?.points ?? null,
          amount: grant.amount.toString(),
          released: released.toString(),
          claimable: claimable.toString(),
          startsAt: unixSeconds(grant.startsAt),
          endsAt: unixSeconds(grant.startsAt) + grant.durationS,
        });
      }
      const next = await nextPayout(request.kind, userId, nowS);
      const pvp = request.kind === 'pvp';
      const todayStart = new Date(Math.floor(nowS / DAY_S) * DAY_S * 1000);
      return {
        kind: request.kind,
        list,
        total: all.length,
        page,
        totals: {
          amount: totals.amount.toString(),
          released: totals.released.toString(),
          claimable: totals.claimable.toString(),
          claimed: totals.claimed.toString(),
        },
        nextAt: next.nextAt,
        estimate: next.estimate === null ? null : next.estimate.toString(),
        rewardedToday: pvp ? await repo.grantsSince(db, userId, 'pvp', todayStart) : null,
        rewardedPerDay: pvp ? PVP_REWARDED_PER_DAY : null,
        now: nowS,
      };
    },
  };

  /** The rank and points a daily or season grant paid for (PVP grants have none). */
  async function paidStanding(kind: GameRewardKind, period: string, userId: number): Promise<repo.ClubRankedRow | null> {
    if (kind === 'daily' && dayStartS(period) !== null) return repo.rankedRowOf(db, { day: period }, userId);
    const season = /^S(\d+)$/.exec(period);
    if (kind === 'season' && season) return repo.rankedRowOf(db, { season: Number(season[1]) }, userId);
    return null;
  }

  /** Daily: the next 00:00 UTC and today's share at the current points; season: its end and its share. */
  async function nextPayout(kind: GameRewardKind, userId: number, nowS: number): Promise<{ nextAt: number | null; estimate: bigint | null }> {
    const season = seasonAt(nowS);
    if (kind === 'pvp' || !season) return { nextAt: null, estimate: null };
    const daily = kind === 'daily';
    const where: repo.PointsScope = daily ? { day: utcDay(nowS) } : { season: season.index };
    const nextAt = daily ? (Math.floor(nowS / DAY_S) + 1) * DAY_S : season.endsAt;
    const [mine, totals] = await Promise.all([repo.rankedRowOf(db, where, userId), repo.rankingTotals(db, where, null)]);
    if (!mine || mine.rank > RANKING_SIZE || mine.points <= 0) return { nextAt, estimate: null };
    return { nextAt, estimate: shareOf(daily ? DAILY_BONUS_TMT : SEASON_REWARD_TMT, mine.points, totals.totalPoints) };
  }
}
