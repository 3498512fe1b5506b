import {
  MATCH_ENERGY_COST,
  MATCH_STAMINA_COST,
  matchStaminaCost,
  starterXp,
  type EngineTeam,
  type ErrorCodeName,
  type LineupProblem,
  type MatchMode,
  type MatchOutcome,
  type MatchReportSide,
  type MatchSide,
} from '@fc/shared/contracts';
import { matchSeedOf } from '@fc/shared/fair';
import { npcTeam, playMatch, seedHash as hashOfSeed, teamRating } from '@fc/shared/match-engine';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { clubNamesOf, DEFAULT_CLUB_SUFFIX } from '../account';
import { clubNames } from '../catalog';
import { addXp, growthOf, loadFpCard, lockOwnedCard, rating, spendMatchStamina, updateFpCard } from '../cards';
import { changeEnergy, currentEnergy } from '../energy';
import { settleFairDraws, takeFairDraw, type FairDraw } from '../fair';
import { MessageKind, deliverMessage } from '../messages';
import { addMatchPoints } from '../ranking';
import { engineTeam, lineupIssues, lineupTokens, squadMap, squadOf, type SquadEntry } from './squad';
import * as repo from './repository';
import type { GroupRow, MatchRow } from './tables';

/** The refusal a lineup's first problem answers when it is asked to play. */
const PROBLEM_CODE: Record<LineupProblem, ErrorCodeName> = {
  tooFewOwnCards: 'LINEUP_TOO_FEW_CARDS',
  duplicatePlayer: 'LINEUP_DUPLICATE_PLAYER',
  cardUnavailable: 'CARD_ACTION_UNAVAILABLE',
  staminaShort: 'STAMINA_NOT_ENOUGH',
  tooManySubstitutes: 'INVALID_PARAMS',
};

/** The club name sign-up makes up (DEFAULT_CLUB_SUFFIX and the account's random tag, account/registration.ts). */
const DEFAULT_CLUB = new RegExp(`^${DEFAULT_CLUB_SUFFIX} [A-HJ-NP-Z2-9]{4}$`);

export interface Club {
  club: string;
  clubNameSet: boolean;
}

/** The club name of a manager's profile, and whether it is still the one sign-up made up. */
export async function clubOf(db: Executor, userId: number): Promise<Club> {
  const user = await clubNamesOf(db, userId);
  const club = user?.clubName.trim() || user?.nickName || '';
  return { club, clubNameSet: !DEFAULT_CLUB.test(club) };
}

/** A manager about to play: the group, the cards (locked when prepared in a match's transaction), the engine's team. */
export interface HumanSide {
  kind: 'human';
  userId: number;
  club: string;
  group: GroupRow;
  squad: Map<string, SquadEntry>;
  team: EngineTeam;
  rating: number;
}
export interface NpcSide {
  kind: 'npc';
  club: string;
  team: EngineTeam;
  rating: number;
}
export type Side = HumanSide | NpcSide;

/** Whether any of the side's own starters is a trial card: what it earns stays frozen until the trial unlock. */
export function playedTrialCards(side: Pick<HumanSide, 'team' | 'squad'>): boolean {
  return side.team.starters.some((player) => !player.system && (side.squad.get(player.id)?.card.trialUntil ?? null) !== null);
}

/**
 * Checks that a group can play now (its first lineup problem's code; LACK_OF_ENERGY under a match's energy) and
 * answers the side. With `lock`, the own cards' rows are locked first (token order), as a match's transaction needs.
 */
export async function prepareHuman(db: Executor, userId: number, group: GroupRow, now: Date, lock?: Transaction): Promise<HumanSide> {
  const tokens = lineupTokens(group);
  if (lock) for (const token of [...tokens].sort()) await lockOwnedCard(lock, token, 'system').catch(() => null);
  const squad = squadMap(await squadOf(db, userId, tokens));
  const [issue] = lineupIssues(group, squad);
  if (issue) throw new AppError(PROBLEM_CODE[issue.problem], { field: 'groupId' });
  if ((await currentEnergy(db, userId, now)) < MATCH_ENERGY_COST) throw new AppError('LACK_OF_ENERGY');
  const { club } = await clubOf(db, userId);
  const team = engineTeam(club, group, squad);
  return { kind: 'human', userId, club, group, squad, team, rating: teamRating(team) };
}

/** A catalog club's name for an NPC team, picked by the seed (the same seed, the same club). */
export async function npcClubName(db: Executor, seed: string): Promise<string> {
  const names = await clubNames(db);
  const index = names.length === 0 ? 0 : Number.parseInt(sha256(`npc:${seed}`).slice(0, 8), 16) % names.length;
  return names[index] ?? 'NPC';
}

export function npcSide(club: string, teamRating: number, seed: string): NpcSide {
  const team = npcTeam(club, teamRating, seed);
  return { kind: 'npc', club, team, rating: teamRating };
}

function outcomeOf(goals: number, against: number): MatchOutcome {
  return goals > against ? 'win' : goals === against ? 'draw' : 'loss';
}

/** A side as a match settles it: a manager's team and the cards behind it (the group it came from not needed). */
export type PlayingHuman = Omit<HumanSide, 'group'>;
export type PlayingSide = PlayingHuman | NpcSide;

/** An NPC side that needs the match's seed first (its club name is picked by the seed). */
export type NpcBySeed = (seed: string) => Promise<NpcSide>;

export interface PlayedMatch {
  match: MatchRow;
  seedHash: string;
}

/** The reference of a match's fair draws. */
const matchFairRef = (matchId: number): string => `match:${matchId}`;

/** The match's draws are settled (listed on /fair, their pairs free to rotate) once it is played or voided. */
export function settleMatchDraws(tx: Transaction, matchId: number): Promise<void> {
  return settleFairDraws(tx, matchFairRef(matchId));
}

/**
 * Writes a match not yet played: its id first, then a fair draw (purpose 'match', ref `match:<id>`) from the current
 * seed pair of each side named in `drawers` (not settled until the match is played or voided), the engine seed `matchSeedOf` of their digests (home's first), the NPC
 * side the seed picks, the input, the seed and its hash, and each side's pair, nonce and digest.
 */
export async function scheduleMatch(
  tx: Transaction,
  spec: { mode: MatchMode; stage?: number; home: HumanSide; away: Side | NpcBySeed; drawers: readonly MatchSide[]; now: Date },
): Promise<{ match: MatchRow; away: Side }> {
  const { mode, home, now } = spec;
  const id = await repo.nextMatchId(tx);
  const draws: Partial<Record<MatchSide, FairDraw>> = {};
  for (const side of spec.drawers) {
    const userId = side === 'home' ? home.userId : typeof spec.away !== 'function' && spec.away.kind === 'human' ? spec.away.userId : null;
    if (userId === null) throw new Error(`the ${side} side of match ${id} has no manager to draw`);
    draws[side] = await takeFairDraw(tx, userId, 'match', matchFairRef(id), now, { settled: false });
  }
  const [first, second] = [draws.home ?? draws.away, draws.home ? draws.away : undefined];
  if (!first) throw new Error(`match ${id} has no draw`);
  const seed = matchSeedOf(first.digest, second?.digest);
  const away = typeof spec.away === 'function' ? await spec.away(seed) : spec.away;
  const match = await repo.insertMatch(tx, {
    id,
    mode,
    stage: spec.stage ?? null,
    homeUserId: home.userId,
    awayUserId: away.kind === 'human' ? away.userId : null,
    homeClub: home.club,
    awayClub: away.club,
    homeRating: home.rating,
    awayRating: away.rating,
    input: { home: home.team, away: away.team },
    seed,
    seedHash: hashOfSeed(seed),
    homeFairPairId: draws.home?.pairId ?? null,
    homeFairNonce: draws.home?.nonce ?? null,
    homeFairDigest: draws.home?.digest ?? null,
    awayFairPairId: draws.away?.pairId ?? null,
    awayFairNonce: draws.away?.nonce ?? null,
    awayFairDigest: draws.away?.digest ?? null,
    createdAt: now,
  });
  return { match, away };
}

/**
 * Plays a written match in the caller's transaction: the engine on its stored input and seed, then for each manager:
 * energy −MATCH_ENERGY_COST, each own starter's stamina (MATCH_STAMINA_COST by side and outcome, physical counted) and
 * XP (starterXp), the day they played, ranked points (addMatchPoints), and a report in the message box. A side that
 * cannot pay throws its AppError (LACK_OF_ENERGY, STAMINA_NOT_ENOUGH) with part of it written: the caller rolls back.
 */
export async function settleMatch(tx: Transaction, match: MatchRow, sides: { home: PlayingSide; away: PlayingSide }, now: Date): Promise<MatchRow> {
  const { home, away } = sides;
  const result = playMatch(match.input.home, match.input.away, match.seed);
  const reports: Record<MatchSide, MatchReportSide> = {
    home: await settleSide(tx, { mode: match.mode, side: 'home', me: home, outcome: outcomeOf(result.homeGoals, result.awayGoals), now }),
    away: await settleSide(tx, { mode: match.mode, side: 'away', me: away, outcome: outcomeOf(result.awayGoals, result.homeGoals), now }),
  };
  const played = await repo.updateMatch(tx, match.id, {
    result,
    homeReport: reports.home,
    awayReport: reports.away,
    homeGoals: result.homeGoals,
    awayGoals: result.awayGoals,
    playedAt: now,
  });
  await settleMatchDraws(tx, match.id);
  for (const side of [home, away]) {
    if (side.kind !== 'human') continue;
    await deliverMessage(tx, {
      userId: side.userId,
      kind: MessageKind.gameMatchPlayed,
      params: { home: match.homeClub, away: match.awayClub, homeGoals: result.homeGoals, awayGoals: result.awayGoals, matchId: String(match.id) },
      now,
    });
  }
  return played;
}

/** Writes and plays a match at once (PvE, PvP): scheduleMatch, then settleMatch, in the caller's transaction. */
export async function playRecorded(
  tx: Transaction,
  spec: { mode: MatchMode; stage?: number; home: HumanSide; away: Side | NpcBySeed; drawers: readonly MatchSide[]; now: Date },
): Promise<PlayedMatch> {
  const { match, away } = await scheduleMatch(tx, spec);
  const played = await settleMatch(tx, match, { home: spec.home, away }, spec.now);
  return { match: played, seedHash: played.seedHash };
}

/**
 * A scheduled match's side as it stands at its play step: the team stored at kick-off, with the manager's own starters
 * locked (token order) and read again. Refused (CARD_ACTION_UNAVAILABLE) when one is no longer the manager's card in a
 * lineup (`battling`): sold, listed or taken out meanwhile.
 */
export async function scheduledSide(tx: Transaction, match: MatchRow, side: MatchSide): Promise<PlayingSide> {
  const userId = side === 'home' ? match.homeUserId : match.awayUserId;
  const team = match.input[side];
  const club = side === 'home' ? match.homeClub : match.awayClub;
  const teamRating = side === 'home' ? match.homeRating : match.awayRating;
  if (userId === null) return { kind: 'npc', club, team, rating: teamRating };
  const tokens = team.starters.filter((player) => !player.system).map((player) => player.id);
  for (const token of [...tokens].sort()) await lockOwnedCard(tx, token, 'system').catch(() => null);
  const squad = squadMap(await squadOf(tx, userId, tokens));
  if (tokens.some((token) => squad.get(token)?.card.state !== 'battling')) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'matchId' });
  return { kind: 'human', userId, club, squad, team, rating: teamRating };
}

async function settleSide(
  tx: Transaction,
  spec: { mode: MatchMode; side: MatchSide; me: PlayingSide; outcome: MatchOutcome; now: Date },
): Promise<MatchReportSide> {
  const { mode, side, me, outcome, now } = spec;
  const base = { club: me.club, npc: me.kind === 'npc', rating: me.rating, outcome };
  if (me.kind === 'npc') return { ...base, points: null, xp: 0, stamina: {}, energySpent: 0 };
  await changeEnergy(tx, me.userId, -MATCH_ENERGY_COST, now);
  const xp = starterXp(side, outcome);
  const stamina: Record<string, number> = {};
  for (const player of me.team.starters) {
    const entry = player.system ? undefined : me.squad.get(player.id);
    if (!entry) continue;
    const cost = matchStaminaCost(MATCH_STAMINA_COST[side][outcome], entry.fp.physical);
    if (!(await spendMatchStamina(tx, entry.card.id, cost, now))) throw new AppError('STAMINA_NOT_ENOUGH', { field: 'groupId' });
    stamina[player.id] = cost;
    const card = await loadFpCard(tx, entry.card);
    const grown = addXp(growthOf(card.fp), entry.card.rarity ?? 'common', xp).growth;
    await updateFpCard(tx, entry.card.id, {
      level: grown.level,
      xp: grown.xp,
      potential: grown.potential,
      ability: grown.ability,
      rating: rating(grown.ability, card.position, card.worn),
    });
  }
  const points = mode === 'ranked' ? await addMatchPoints(tx, me.userId, outcome, now, playedTrialCards(me)) : null;
  return { ...base, points, xp, stamina, energySpent: MATCH_ENERGY_COST };
}
