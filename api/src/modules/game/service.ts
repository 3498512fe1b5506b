import {
  ErrorCode,
  MAX_LINEUP_GROUPS,
  seasonAt,
  type CardSummary,
  type EnergyBuyResponse,
  type EnergyView,
  type GameGroupSaveRequest,
  type GameGroupsResponse,
  type GameHomeResponse,
  type GameMatchResponse,
  type GameMatchesRequest,
  type GameMatchesResponse,
  type GamePlayedResponse,
  type GamePvePlayRequest,
  type GamePveResponse,
  type GameSquadResponse,
  type LineupGroup,
  type MatchFairView,
  type MatchSide,
  type MatchSummary,
  type QueueJoinRequest,
  type QueueMode,
  type QueueView,
  type SeasonView,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { abilityNames, effectiveAbility, cardFacts, decide, summariesOf } from '../cards';
import { seasonView, managerStanding } from '../ranking';
import { openStakes } from '../staking';
import { latestTrainingOf } from '../training';
import { MATCHES_PAGE_SIZE, RECENT_MATCHES } from './constants';
import { buyEnergy, energyView } from './energy';
import { activateGroup, activeGroup, activeTeamRating, deleteGroup, groupIdsByToken, groupsOf, groupViews, ownedGroup, rowId, saveGroup } from './groups';
import { clubOf } from './match';
import { playPve, pveLadder } from './pve';
import { joinQueue, leaveQueue, leaveWithGroup, queueView } from './queue';
import { maxMatchCost, squadBlock, squadOf } from './squad';
import { findMatch, matchesOf } from './repository';
import type { MatchRow } from './tables';

const DAY_S = 86_400;

function sideOf(match: MatchRow, userId: number | null): MatchSide | null {
  if (userId === null) return null;
  if (match.homeUserId === userId) return 'home';
  if (match.awayUserId === userId) return 'away';
  return null;
}

export function matchSummary(match: MatchRow, userId: number | null): MatchSummary {
  const mySide = sideOf(match, userId);
  const mine = mySide === 'home' ? match.homeReport : mySide === 'away' ? match.awayReport : null;
  return {
    matchId: String(match.id),
    mode: match.mode,
    playedAt: unixSeconds(match.playedAt ?? match.createdAt),
    home: { club: match.homeClub, npc: match.homeUserId === null, goals: match.homeGoals ?? 0, rating: match.homeRating },
    away: { club: match.awayClub, npc: match.awayUserId === null, goals: match.awayGoals ?? 0, rating: match.awayRating },
    mySide,
    outcome: mine?.outcome ?? null,
    points: mine ? mine.points : null,
  };
}

/** A match's fair draws: the digests once played, the caller's pair and nonce; null for a match from before the scheme. */
function fairView(match: MatchRow, mySide: MatchSide | null, played: boolean): MatchFairView | null {
  if (match.homeFairPairId === null && match.awayFairPairId === null) return null;
  const pairId = mySide === 'home' ? match.homeFairPairId : mySide === 'away' ? match.awayFairPairId : null;
  const nonce = mySide === 'home' ? match.homeFairNonce : mySide === 'away' ? match.awayFairNonce : null;
  return {
    homeDigest: played ? match.homeFairDigest : null,
    awayDigest: played ? match.awayFairDigest : null,
    mine: pairId === null || nonce === null ? null : { pairId, nonce },
  };
}

/** The season at `nowS`, or null before S0. */
function currentSeason(nowS: number): SeasonView | null {
  const season = seasonAt(nowS);
  return season ? seasonView(season.index, nowS) : null;
}

export function createGameService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function groups(userId: number): Promise<GameGroupsResponse> {
    const [rows, squad] = await Promise.all([groupsOf(db, userId), squadOf(db, userId)]);
    return { groups: groupViews(rows, squad), max: MAX_LINEUP_GROUPS };
  }

  async function oneGroup(userId: number, groupId: string): Promise<{ group: LineupGroup }> {
    const row = await ownedGroup(db, userId, groupId);
    const [view] = groupViews([row], await squadOf(db, userId));
    if (!view) throw new Error('a group without its view');
    return { group: view };
  }

  return {
    async home(userId: number): Promise<GameHomeResponse> {
      const at = now();
      const nowS = unixSeconds(at);
      const [club, energy, standing, active, teamRating, queue, recent] = await Promise.all([
        clubOf(db, userId),
        energyView(db, userId, at),
        managerStanding(db, userId, at),
        activeGroup(db, userId),
        activeTeamRating(db, userId),
        queueView(db, userId, at),
        matchesOf(db, userId, {}, RECENT_MATCHES),
      ]);
      return {
        club: club.club,
        clubNameSet: club.clubNameSet,
        energy,
        season: currentSeason(nowS),
        seasonStanding: standing.season,
        todayStanding: standing.today,
        nextDailyAt: (Math.floor(nowS / DAY_S) + 1) * DAY_S,
        estimatedDaily: standing.estimatedDaily === null ? null : standing.estimatedDaily.toString(),
        activeGroupId: active ? String(active.id) : null,
        teamRating,
        queue,
        recent: recent.rows.map((match) => matchSummary(match, userId)),
      };
    },

    energy: (userId: number): Promise<EnergyView> => energyView(db, userId, now()),

    async buyEnergy(userId: number): Promise<EnergyBuyResponse> {
      const at = now();
      const balance = await db.transaction((tx) => buyEnergy(tx, userId, at));
      return { energy: await energyView(db, userId, at), balance: balance.toString() };
    },

    async squad(userId: number): Promise<GameSquadResponse> {
      const at = now();
      const [entries, rows, stakes] = await Promise.all([squadOf(db, userId), groupsOf(db, userId), openStakes(db, userId)]);
      const inGroups = groupIdsByToken(rows);
      // A saved lineup may still name a card gone from play (its trial ended): the editor says so rather than a bare id.
      const present = new Set(entries.map((entry) => entry.card.tokenId));
      const gone = await squadOf(db, userId, [...inGroups.keys()].filter((token) => !present.has(token)), { gone: true });
      const everyone = [...entries, ...gone];
      const summaries = await summariesOf(db, everyone.map((entry) => entry.card));
      const frozenUntil = new Map(stakes.map(({ stake, card }) => [card.id, stake.frozenUntil]));
      const cards = [];
      for (const [index, entry] of everyone.entries()) {
        const decision = entry.card.state === 'battling' ? null : decide(await cardFacts(db, entry.card, at), 'joinLineup');
        const refusal = decision && !decision.ok ? ErrorCode[decision.code] : null;
        const training = entry.card.state === 'training' ? await latestTrainingOf(db, entry.card.id) : undefined;
        const values = effectiveAbility(entry.fp.ability, entry.position, entry.worn);
        cards.push({
          card: summaries[index] as CardSummary,
          abilities: Object.fromEntries(abilityNames(entry.position).map((name, position) => [name, values[position]?.value ?? 0])),
          physical: entry.fp.physical,
          matchCost: maxMatchCost(entry),
          available: refusal === null,
          refusal,
          blockedBy:
            refusal === null ? null : squadBlock(entry.card, { frozenUntil: frozenUntil.get(entry.card.id) ?? null, trainingEndsAt: training?.finishesAt ?? null }),
          groupIds: inGroups.get(entry.card.tokenId) ?? [],
        });
      }
      return { cards, now: unixSeconds(at) };
    },

    groups,
    group: oneGroup,

    async saveGroup(userId: number, request: GameGroupSaveRequest): Promise<{ group: LineupGroup }> {
      const saved = await db.transaction((tx) => saveGroup(tx, userId, request, now()));
      return oneGroup(userId, String(saved.id));
    },

    async deleteGroup(userId: number, groupId: string): Promise<GameGroupsResponse> {
      await db.transaction(async (tx) => {
        const at = now();
        const group = await ownedGroup(tx, userId, groupId);
        await leaveWithGroup(tx, userId, group.id, at);
        await deleteGroup(tx, userId, groupId, at);
      });
      return groups(userId);
    },

    async activateGroup(userId: number, groupId: string): Promise<{ group: LineupGroup }> {
      await db.transaction((tx) => activateGroup(tx, userId, groupId));
      return oneGroup(userId, groupId);
    },

    joinQueue: (userId: number, request: QueueJoinRequest): Promise<QueueView> => db.transaction((tx) => joinQueue(tx, userId, request, now())),
    leaveQueue: (userId: number, mode: QueueMode): Promise<QueueView> => db.transaction((tx) => leaveQueue(tx, userId, mode, now())),
    queueStatus: (userId: number): Promise<QueueView> => queueView(db, userId, now()),

    async match(userId: number | null, matchId: string): Promise<GameMatchResponse> {
      const id = rowId(matchId);
      const match = id === null ? undefined : await findMatch(db, id);
      if (!match) throw new AppError('NOT_FOUND', { field: 'matchId' });
      const played = match.result !== null && match.playedAt !== null;
      return {
        matchId: String(match.id),
        mode: match.mode,
        state: played ? 'played' : match.voidedAt ? 'voided' : 'scheduled',
        playedAt: played && match.playedAt ? unixSeconds(match.playedAt) : null,
        stage: match.stage,
        home: played ? match.homeReport : null,
        away: played ? match.awayReport : null,
        input: match.input,
        // Before kick-off only the hash: the seed (and the digests it is made of) would tell the result.
        seed: played ? match.seed : null,
        seedHash: match.seedHash,
        result: played ? match.result : null,
        mySide: sideOf(match, userId),
        fair: fairView(match, sideOf(match, userId), played),
      };
    },

    pve: (userId: number | null): Promise<GamePveResponse> => pveLadder(db, userId),

    async playPve(userId: number, request: GamePvePlayRequest): Promise<GamePlayedResponse> {
      const matchId = await db.transaction((tx) => playPve(tx, userId, request, now()));
      return { matchId: String(matchId) };
    },

    async matches(userId: number, request: GameMatchesRequest): Promise<GameMatchesResponse> {
      const { rows, total } = await matchesOf(db, userId, request, MATCHES_PAGE_SIZE);
      return { list: rows.map((match) => matchSummary(match, userId)), total, page: request.page ?? 1 };
    },

  };
}
