import {
  FORMATION_SLOTS,
  MAX_MATCH_STAMINA_COST,
  MAX_SUBSTITUTES,
  MIN_OWN_CARDS,
  STARTERS,
  matchStaminaCost,
  type EnginePlayer,
  type EngineTeam,
  type EquipmentKind,
  type Formation,
  type LineupIssue,
  type Position,
  type PreferredPosition,
  type SquadBlock,
  type Tactics,
} from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { PREFERRED_BY_POSITION } from '../catalog';
import { abilityNames, effectiveAbility, wornEquipment, type CardRow, type fpCards } from '../cards';
import { squadRows } from './repository';
import { SYSTEM_CARD_ID_PREFIX, SYSTEM_CARD_NAME, SYSTEM_CARD_PRODUCTIVE, SYSTEM_CARD_RATING } from './constants';

/** One of a manager's FP cards with what the lineup rules and the engine read. */
export interface SquadEntry {
  card: CardRow;
  fp: typeof fpCards.$inferSelect;
  name: string;
  position: Position;
  role: PreferredPosition;
  worn: EquipmentKind[];
}

/**
 * The manager's FP cards still in play (not `unavailable`: gone to the chain or an ended trial), oldest first; with
 * `tokenIds`, only those; with `gone`, only those out of play instead (what a saved lineup may still name).
 */
export async function squadOf(db: Executor, userId: number, tokenIds?: readonly string[], options: { gone?: boolean } = {}): Promise<SquadEntry[]> {
  if (tokenIds && tokenIds.length === 0) return [];
  const rows = await squadRows(db, userId, tokenIds, options);
  const entries: SquadEntry[] = [];
  for (const row of rows) entries.push({ ...row, worn: await wornEquipment(db, row.card.id) });
  return entries;
}

/** What holds a card in its state until a known moment: the 24-hour freeze after unstaking, a training's end. */
export interface SquadHolds {
  frozenUntil: Date | null;
  trainingEndsAt: Date | null;
}

/**
 * Why a card cannot join a lineup (null: it can), read from its state: the same states the card state machine
 * refuses `joinLineup` from, in words a manager acts on, with the moment it ends by itself where there is one.
 */
export function squadBlock(card: Pick<CardRow, 'state' | 'trialUntil'>, holds: SquadHolds): SquadBlock | null {
  const until = (at: Date | null) => (at ? unixSeconds(at) : null);
  switch (card.state) {
    case 'listed':
      return { reason: 'listed', until: null };
    case 'staking':
      return holds.frozenUntil ? { reason: 'frozen', until: until(holds.frozenUntil) } : { reason: 'staking', until: null };
    case 'training':
      return { reason: 'training', until: until(holds.trainingEndsAt) };
    case 'camp':
      return { reason: 'camp', until: null };
    case 'in_use':
      return { reason: 'topPrize', until: null };
    case 'locked':
      return { reason: 'locked', until: null };
    case 'transfer':
      return { reason: 'transfer', until: null };
    case 'unavailable':
      return card.trialUntil ? { reason: 'trialEnded', until: until(card.trialUntil) } : { reason: 'gone', until: null };
    case 'normal':
    case 'trial':
    case 'battling':
      return null;
  }
}

/** The stamina a match costs the card at most (a home match): a starter needs this much to queue. */
export function maxMatchCost(entry: SquadEntry): number {
  return matchStaminaCost(MAX_MATCH_STAMINA_COST, entry.fp.physical);
}

export interface LineupShape {
  formation: Formation;
  tactics: Tactics;
  starters: readonly (string | null)[];
  substitutes: readonly string[];
}

/** Token ids of a lineup, starters then substitutes, empty slots left out. */
export function lineupTokens(lineup: Pick<LineupShape, 'starters' | 'substitutes'>): string[] {
  return [...lineup.starters.filter((token): token is string => token !== null), ...lineup.substitutes];
}

/** A card that plays: owned, in play and in a lineup (`battling`). Others count as an empty slot. */
function playing(entry: SquadEntry | undefined): entry is SquadEntry {
  return entry !== undefined && entry.card.state === 'battling';
}

/** Team rating: the starters' mean rating, a system card for each empty slot or card that cannot play, rounded. */
export function lineupRating(lineup: Pick<LineupShape, 'starters'>, squad: ReadonlyMap<string, SquadEntry>): number {
  const ratings = lineup.starters.map((token) => {
    const entry = token === null ? undefined : squad.get(token);
    return playing(entry) ? entry.fp.rating : SYSTEM_CARD_RATING;
  });
  return Math.round(ratings.reduce((sum, value) => sum + value, 0) / Math.max(1, ratings.length));
}

/** The manager's own cards among the starters that can play. */
export function ownStarters(lineup: Pick<LineupShape, 'starters'>, squad: ReadonlyMap<string, SquadEntry>): SquadEntry[] {
  return lineup.starters.map((token) => (token === null ? undefined : squad.get(token))).filter(playing);
}

/** What stops a saved lineup playing now, in LINEUP_PROBLEMS order (empty: ready). */
export function lineupIssues(lineup: Pick<LineupShape, 'starters' | 'substitutes'>, squad: ReadonlyMap<string, SquadEntry>): LineupIssue[] {
  const issues: LineupIssue[] = [];
  const own = ownStarters(lineup, squad);
  if (own.length < MIN_OWN_CARDS) issues.push({ problem: 'tooFewOwnCards', tokenIds: own.map((entry) => entry.card.tokenId) });
  const tokens = lineupTokens(lineup);
  const byName = new Map<string, string[]>();
  for (const token of tokens) {
    const entry = squad.get(token);
    if (entry) byName.set(entry.name, [...(byName.get(entry.name) ?? []), token]);
  }
  const duplicates = [...byName.values()].filter((list) => list.length > 1).flat();
  if (duplicates.length > 0) issues.push({ problem: 'duplicatePlayer', tokenIds: duplicates });
  const unavailable = tokens.filter((token) => !playing(squad.get(token)));
  if (unavailable.length > 0) issues.push({ problem: 'cardUnavailable', tokenIds: unavailable });
  const short = own.filter((entry) => entry.fp.stamina < maxMatchCost(entry)).map((entry) => entry.card.tokenId);
  if (short.length > 0) issues.push({ problem: 'staminaShort', tokenIds: short });
  if (lineup.substitutes.length > MAX_SUBSTITUTES) issues.push({ problem: 'tooManySubstitutes', tokenIds: lineup.substitutes.slice(MAX_SUBSTITUTES) });
  return issues;
}

function cardPlayer(entry: SquadEntry): EnginePlayer {
  const names = abilityNames(entry.position);
  const values = effectiveAbility(entry.fp.ability, entry.position, entry.worn);
  return {
    id: entry.card.tokenId,
    name: entry.name,
    position: entry.position,
    role: entry.role,
    rating: entry.fp.rating,
    abilities: Object.fromEntries(names.map((name, index) => [name, values[index]?.value ?? 0])),
    physical: entry.fp.physical,
    efficiency: entry.fp.efficiency,
    lucky: entry.fp.lucky,
    system: false,
  };
}

/** The line a slot's role belongs to. */
function lineOf(role: PreferredPosition): Position {
  const found = (Object.entries(PREFERRED_BY_POSITION) as [Position, readonly PreferredPosition[]][]).find(([, roles]) => roles.includes(role));
  return found?.[0] ?? 'MF';
}

/** A system card for slot `slot` (0-based) of a formation: the common base everywhere, playing the slot's role. */
export function systemPlayer(formation: Formation, slot: number): EnginePlayer {
  const role = FORMATION_SLOTS[formation][slot]?.role ?? 'CM';
  const position = lineOf(role);
  return {
    id: `${SYSTEM_CARD_ID_PREFIX}${slot + 1}`,
    name: SYSTEM_CARD_NAME,
    position,
    role,
    rating: SYSTEM_CARD_RATING,
    abilities: Object.fromEntries(abilityNames(position).map((name) => [name, SYSTEM_CARD_RATING])),
    physical: SYSTEM_CARD_PRODUCTIVE,
    efficiency: SYSTEM_CARD_PRODUCTIVE,
    lucky: SYSTEM_CARD_PRODUCTIVE,
    system: true,
  };
}

/** The lineup as the engine sees it: cards that can play, system cards in every other slot, playable substitutes. */
export function engineTeam(club: string, lineup: LineupShape, squad: ReadonlyMap<string, SquadEntry>): EngineTeam {
  const starters: EnginePlayer[] = [];
  for (let slot = 0; slot < STARTERS; slot += 1) {
    const token = lineup.starters[slot] ?? null;
    const entry = token === null ? undefined : squad.get(token);
    starters.push(playing(entry) ? cardPlayer(entry) : systemPlayer(lineup.formation, slot));
  }
  const substitutes = lineup.substitutes.map((token) => squad.get(token)).filter(playing).map(cardPlayer);
  return { name: club, formation: lineup.formation, tactics: { ...lineup.tactics }, starters, substitutes: substitutes.slice(0, MAX_SUBSTITUTES) };
}

export function squadMap(entries: readonly SquadEntry[]): Map<string, SquadEntry> {
  return new Map(entries.map((entry) => [entry.card.tokenId, entry]));
}
