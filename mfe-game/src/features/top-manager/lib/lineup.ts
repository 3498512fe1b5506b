import type { LineupProblem, SquadCard } from '@fc/shared';
import {
  FORMATION_SLOTS,
  GROUP_NAME_MAX_LENGTH,
  LINE_OF_ROLE,
  LINEUP_PROBLEMS,
  MAX_SUBSTITUTES,
  MIN_OWN_CARDS,
  STARTERS,
  SYSTEM_CARD_RATING,
  type Formation,
} from '@fc/shared/contracts/game';

type Role = (typeof FORMATION_SLOTS)[Formation][number]['role'];

export interface Lineup {
  formation: Formation;
  /** Slot by slot; null is an empty slot a system card fills. */
  starters: (string | null)[];
  substitutes: string[];
}

/** Where a card stands in the lineup being edited (the squad: not in it). */
export type Spot = { kind: 'slot'; index: number } | { kind: 'bench'; index: number } | { kind: 'squad' };

export function spotOf(lineup: Lineup, tokenId: string): Spot {
  const slot = lineup.starters.indexOf(tokenId);
  if (slot >= 0) return { kind: 'slot', index: slot };
  const bench = lineup.substitutes.indexOf(tokenId);
  if (bench >= 0) return { kind: 'bench', index: bench };
  return { kind: 'squad' };
}

/**
 * Moves a card to a spot: into a slot or a bench place (whoever stood there takes the card's old place, or goes
 * back to the squad), or back to the squad. A full bench takes no newcomer from the squad.
 */
export function moveCard(lineup: Lineup, tokenId: string, to: Spot): Lineup {
  const from = spotOf(lineup, tokenId);
  const starters = [...lineup.starters];
  const substitutes = [...lineup.substitutes];
  const occupant = to.kind === 'slot' ? starters[to.index] ?? null : to.kind === 'bench' ? substitutes[to.index] ?? null : null;
  if (to.kind === 'bench' && occupant === null && from.kind !== 'bench' && substitutes.length >= MAX_SUBSTITUTES) return lineup;
  // Take the card out of where it was, leaving its place to the occupant of the target (if any).
  if (from.kind === 'slot') starters[from.index] = occupant;
  if (from.kind === 'bench') {
    if (occupant !== null) substitutes[from.index] = occupant;
    else substitutes.splice(from.index, 1);
  }
  if (to.kind === 'slot') starters[to.index] = tokenId;
  if (to.kind === 'bench') {
    const index = from.kind === 'bench' && occupant === null ? substitutes.length : to.index;
    if (occupant !== null) substitutes[to.index] = tokenId;
    else substitutes.splice(Math.min(index, substitutes.length), 0, tokenId);
  }
  return { ...lineup, starters, substitutes };
}

/**
 * Whether the card can play now for this lineup (a card already in the group being edited is not "busy" for it,
 * unless something else holds it: its trial ended).
 */
export function isUsable(card: SquadCard, groupId: string | null): boolean {
  return card.available || (groupId !== null && card.groupIds.includes(groupId) && card.blockedBy === null);
}

/** Whether the card has the stamina a match costs it (a starter short of it cannot play). */
export function hasStamina(card: SquadCard): boolean {
  return (card.card.fp?.stamina ?? 0) >= card.matchCost;
}

export interface LineupIssueView {
  problem: LineupProblem;
  tokenIds: string[];
}

/** The manager's own cards among the starters that can play (the rest count as system cards). */
export function ownStarters(lineup: Lineup, squad: ReadonlyMap<string, SquadCard>, groupId: string | null): string[] {
  return lineup.starters.filter((tokenId): tokenId is string => {
    const card = tokenId === null ? undefined : squad.get(tokenId);
    return card !== undefined && isUsable(card, groupId);
  });
}

/** The rules the lineup breaks, in LINEUP_PROBLEMS' order (the server checks the same on save and on Play). */
export function lineupIssues(lineup: Lineup, squad: ReadonlyMap<string, SquadCard>, groupId: string | null): LineupIssueView[] {
  const issues: LineupIssueView[] = [];
  const starters = lineup.starters.filter((tokenId): tokenId is string => tokenId !== null);
  const everyone = [...starters, ...lineup.substitutes];
  if (ownStarters(lineup, squad, groupId).length < MIN_OWN_CARDS) issues.push({ problem: 'tooFewOwnCards', tokenIds: [] });
  const byPlayer = new Map<number, string[]>();
  for (const tokenId of everyone) {
    const playerId = squad.get(tokenId)?.card.player?.id;
    if (playerId === undefined) continue;
    byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), tokenId]);
  }
  const duplicates = [...byPlayer.values()].filter((tokenIds) => tokenIds.length > 1).flat();
  if (duplicates.length > 0) issues.push({ problem: 'duplicatePlayer', tokenIds: duplicates });
  // A card the squad no longer has (not the manager's any more) cannot play either.
  const unavailable = everyone.filter((tokenId) => {
    const card = squad.get(tokenId);
    return card === undefined || !isUsable(card, groupId);
  });
  if (unavailable.length > 0) issues.push({ problem: 'cardUnavailable', tokenIds: unavailable });
  const tired = starters.filter((tokenId) => {
    const card = squad.get(tokenId);
    return card !== undefined && isUsable(card, groupId) && !hasStamina(card);
  });
  if (tired.length > 0) issues.push({ problem: 'staminaShort', tokenIds: tired });
  if (lineup.substitutes.length > MAX_SUBSTITUTES) issues.push({ problem: 'tooManySubstitutes', tokenIds: lineup.substitutes.slice(MAX_SUBSTITUTES) });
  return issues;
}

/** Problems the server refuses a save for (stamina only stops playing, not saving). */
export const SAVE_BLOCKING: readonly LineupProblem[] = ['tooFewOwnCards', 'duplicatePlayer', 'cardUnavailable', 'tooManySubstitutes'];

/** One line of the editor's checklist: a rule of LINEUP_PROBLEMS, whether the lineup meets it, and the cards that do not. */
export interface ChecklistItem {
  rule: LineupProblem;
  met: boolean;
  tokenIds: string[];
  /** How far along a counted rule is: own starters (of MIN_OWN_CARDS), substitutes (of MAX_SUBSTITUTES). */
  count?: number;
}

/** Every rule of a lineup, met or not, in LINEUP_PROBLEMS' order: the neutral guidance the editor shows as cards are placed. */
export function lineupChecklist(lineup: Lineup, squad: ReadonlyMap<string, SquadCard>, groupId: string | null): ChecklistItem[] {
  const issues = lineupIssues(lineup, squad, groupId);
  const counts: Partial<Record<LineupProblem, number>> = {
    tooFewOwnCards: ownStarters(lineup, squad, groupId).length,
    tooManySubstitutes: lineup.substitutes.length,
  };
  return LINEUP_PROBLEMS.map((rule) => {
    const issue = issues.find((candidate) => candidate.problem === rule);
    return { rule, met: issue === undefined, tokenIds: issue?.tokenIds ?? [], ...(counts[rule] === undefined ? {} : { count: counts[rule] }) };
  });
}

/** Why the lineup cannot be saved now (the same for Save and Save and keep editing), or null: the name, then the rules. */
export type SaveBlock = { kind: 'name'; problem: 'required' | 'tooLong' } | { kind: 'rule'; problem: LineupProblem };

export function saveBlock(name: string, issues: readonly LineupIssueView[]): SaveBlock | null {
  const trimmed = name.trim();
  if (trimmed === '') return { kind: 'name', problem: 'required' };
  if (trimmed.length > GROUP_NAME_MAX_LENGTH) return { kind: 'name', problem: 'tooLong' };
  const blocking = issues.find((issue) => SAVE_BLOCKING.includes(issue.problem));
  return blocking ? { kind: 'rule', problem: blocking.problem } : null;
}

/** The starters' mean rating, an empty slot counted as a system card. */
export function teamRating(lineup: Lineup, squad: ReadonlyMap<string, SquadCard>): number {
  const total = lineup.starters.reduce((sum, tokenId) => {
    const rating = tokenId === null ? undefined : squad.get(tokenId)?.card.fp?.rating;
    return sum + (rating ?? SYSTEM_CARD_RATING);
  }, 0);
  return Math.round(total / STARTERS);
}

export function isOutOfPosition(card: SquadCard, role: Role): boolean {
  return card.card.player !== null && card.card.player.position !== LINE_OF_ROLE[role];
}

/** Cards a saved lineup may still name that are out of play for good (their trial ended): not part of the squad. */
export function isGone(card: SquadCard): boolean {
  return card.blockedBy?.reason === 'trialEnded' || card.blockedBy?.reason === 'gone';
}

/** Why Auto-pick left a card out: busy, short of stamina for a match, or another card of the same player was better. */
export type SkipReason = 'unavailable' | 'stamina' | 'samePlayer';

export interface AutoPickResult {
  lineup: Lineup;
  /** The cards left out for a reason, best rated first. */
  skipped: { tokenId: string; reason: SkipReason }[];
  /** Slots no card could fill: system cards play there. */
  systemSlots: number;
}

/**
 * The best lineup the squad allows in this formation: slot by slot (goalkeeper first), the highest-rated usable card
 * with the stamina for a match, preferring one whose role is the slot's, then one of the slot's line; one card per
 * player; the next best on the bench. Says which cards it left out and why.
 */
export function autoPick(formation: Formation, cards: readonly SquadCard[], groupId: string | null): AutoPickResult {
  const byRating = [...cards]
    .filter((card) => card.card.player !== null && !isGone(card))
    .sort((a, b) => (b.card.fp?.rating ?? 0) - (a.card.fp?.rating ?? 0));
  const fit = byRating.filter((card) => isUsable(card, groupId) && hasStamina(card));
  const usedPlayers = new Set<number>();
  const take = (card: SquadCard) => {
    usedPlayers.add(card.card.player?.id ?? -1);
    return card.card.tokenId;
  };
  const free = () => fit.filter((card) => !usedPlayers.has(card.card.player?.id ?? -1));
  const starters = FORMATION_SLOTS[formation].map(({ role }) => {
    const candidates = free();
    const best =
      candidates.find((card) => card.card.player?.preferredPosition === role) ??
      candidates.find((card) => card.card.player?.position === LINE_OF_ROLE[role]) ??
      (role === 'GK' ? undefined : candidates.find((card) => card.card.player?.position !== 'GK'));
    return best ? take(best) : null;
  });
  const substitutes: string[] = [];
  for (let next = free()[0]; next && substitutes.length < MAX_SUBSTITUTES; next = free()[0]) substitutes.push(take(next));

  const picked = new Set<string>([...starters.filter((tokenId): tokenId is string => tokenId !== null), ...substitutes]);
  const skipped: AutoPickResult['skipped'] = [];
  for (const card of byRating) {
    if (picked.has(card.card.tokenId)) continue;
    const reason: SkipReason | null = !isUsable(card, groupId)
      ? 'unavailable'
      : !hasStamina(card)
        ? 'stamina'
        : usedPlayers.has(card.card.player?.id ?? -1)
          ? 'samePlayer'
          : null;
    if (reason) skipped.push({ tokenId: card.card.tokenId, reason });
  }
  return { lineup: { formation, starters, substitutes }, skipped, systemSlots: starters.filter((tokenId) => tokenId === null).length };
}
