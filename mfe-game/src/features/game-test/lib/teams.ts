/** The two sides of a simulation as the engine sees them: a generated team, or one of the manager's saved lineups. */
import type { EnginePlayer, EngineTeam, LineupGroup, SquadCard } from '@fc/shared';
import { GOALKEEPER_ABILITIES, LINE_OF_ROLE, OUTFIELD_ABILITIES } from '@fc/shared/contracts';
import { FORMATION_SLOTS, MAX_SUBSTITUTES, SYSTEM_CARD_RATING, type Formation, type Tactics } from '@fc/shared/contracts/game';
import { npcTeam } from '@fc/shared/match-engine';
import { SYSTEM_CARD_NAME, SYSTEM_CARD_PRODUCTIVE } from '../constants';

export { randomSeed } from './seed';

/** The seed with its last 4 bytes replaced by `n`: a family of seeds drawn from one. */
function variant(seed: string, n: number): string {
  return `${seed.slice(0, 56)}${n.toString(16).padStart(8, '0')}`;
}

/** npcTeam draws its formation first; this many variants of a seed hold each of the 5 formations a thousand times over. */
const MAX_VARIANTS = 10_000;

export interface GeneratedTeamOptions {
  name: string;
  rating: number;
  formation: Formation;
  tactics: Tactics;
  seed: string;
}

/**
 * The engine's NPC team (`npcTeam(name, rating, seed)`) at `rating`, in the chosen formation (the first variant of the
 * seed whose draw gives it) and with the chosen tactics. The same options give the same team.
 */
export function generatedTeam({ name, rating, formation, tactics, seed }: GeneratedTeamOptions): EngineTeam {
  for (let n = 0; n < MAX_VARIANTS; n += 1) {
    const team = npcTeam(name, rating, variant(seed, n));
    if (team.formation === formation) return { ...team, tactics: { ...tactics } };
  }
  throw new Error(`no variant of the seed gives ${formation}`);
}

/** A system card in slot `slot` (0-based) of a formation, as the server fills an empty slot. */
function systemPlayer(formation: Formation, slot: number): EnginePlayer {
  const role = FORMATION_SLOTS[formation][slot]?.role ?? 'CM';
  const position = LINE_OF_ROLE[role];
  const names = position === 'GK' ? GOALKEEPER_ABILITIES : OUTFIELD_ABILITIES;
  return {
    id: `system-${slot + 1}`,
    name: SYSTEM_CARD_NAME,
    position,
    role,
    rating: SYSTEM_CARD_RATING,
    abilities: Object.fromEntries(names.map((ability) => [ability, SYSTEM_CARD_RATING])),
    physical: SYSTEM_CARD_PRODUCTIVE,
    efficiency: SYSTEM_CARD_PRODUCTIVE,
    lucky: SYSTEM_CARD_PRODUCTIVE,
    system: true,
  };
}

/** A squad card as the engine sees it, or null when it cannot play (not in a lineup, or not an FP card). */
function cardPlayer(entry: SquadCard | undefined): EnginePlayer | null {
  const { card } = entry ?? {};
  if (!entry || !card || card.state !== 'battling' || !card.fp || !card.player) return null;
  return {
    id: card.tokenId,
    name: card.player.name,
    position: card.player.position,
    role: card.player.preferredPosition,
    rating: card.fp.rating,
    abilities: { ...entry.abilities },
    physical: entry.physical,
    efficiency: entry.physical,
    lucky: entry.physical,
    system: false,
  };
}

/**
 * A saved lineup as the server would field it: its cards that can play, a system card in every other slot, its
 * playable substitutes. Efficiency and lucky are estimated (constants.ts).
 */
export function groupTeam(name: string, group: LineupGroup, squad: readonly SquadCard[]): EngineTeam {
  const byToken = new Map(squad.map((entry) => [entry.card.tokenId, entry]));
  const starters = group.starters.map((token, slot) => (token === null ? null : cardPlayer(byToken.get(token))) ?? systemPlayer(group.formation, slot));
  const substitutes = group.substitutes
    .map((token) => cardPlayer(byToken.get(token)))
    .filter((player): player is EnginePlayer => player !== null)
    .slice(0, MAX_SUBSTITUTES);
  return { name, formation: group.formation, tactics: { ...group.tactics }, starters, substitutes };
}
