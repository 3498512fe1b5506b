import type { EnginePlayer, EngineTeam, MatchResult, PlayedGameMatch, PreferredPosition } from '@fc/shared';
import { GOALKEEPER_ABILITIES, LINE_OF_ROLE, OUTFIELD_ABILITIES } from '@fc/shared/contracts';
import { FORMATION_SLOTS, type Formation } from '@fc/shared/contracts/game';
import { playMatch } from '@fc/shared/match-engine';

export const SEED = '5f1e0c9a7b3d2e4f60718293a4b5c6d7e8f90112233445566778899aabbccdde';
/** SHA-256 of SEED's 32 bytes (worked out with node:crypto, not by the code under test). */
export const SEED_HASH = '82f651b53e53590f9ca0cffd2deaa4c19ee6b9c46ba6764561cf9b1b81b80dc3';

function player(id: string, name: string, role: PreferredPosition, rating: number, system = false): EnginePlayer {
  const abilities = Object.fromEntries((role === 'GK' ? GOALKEEPER_ABILITIES : OUTFIELD_ABILITIES).map((name) => [name, rating]));
  return { id, name, position: LINE_OF_ROLE[role], role, rating, abilities, physical: 50, efficiency: 50, lucky: 50, system };
}

function team(name: string, formation: Formation, prefix: string, names: readonly string[], rating: number): EngineTeam {
  const starters = FORMATION_SLOTS[formation].map((slot, index) => {
    const own = names[index];
    return own
      ? player(`${prefix}${index + 1}`, own, slot.role, rating + (index % 3))
      : player(`system-${prefix}${index + 1}`, `System ${slot.role}`, slot.role, 40, true);
  });
  return {
    name,
    formation,
    tactics: { mentality: 'attacking', pressing: 'high', tempo: 'fast' },
    starters,
    substitutes: [player(`${prefix}s1`, `${name} Sub`, 'ST', rating)],
  };
}

export const HOME = team(
  'Harbor Cross Rovers',
  '4-4-2',
  '10',
  ['Ivo Keller', 'Lars Brandt', 'Mateo Ruiz', 'Kenji Mori', 'Owen Hale', 'Pablo Vidal', 'Jonas Berg', 'Luca Ferri', 'Noah Price', 'Sami Haddad', 'Theo Marsh'],
  72,
);
export const AWAY = team('Northgate NPC', '4-3-3', '20', ['Anton Vogel', 'Bruno Sala', 'Carl Dane'], 60);

export function engineResult(): MatchResult {
  return playMatch(HOME, AWAY, SEED);
}

export function matchResponse(result: MatchResult = engineResult(), extra: Partial<PlayedGameMatch> = {}): PlayedGameMatch {
  const outcome = (mine: number, theirs: number) => (mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw');
  const homeOutcome = outcome(result.homeGoals, result.awayGoals);
  return {
    matchId: '501',
    mode: 'ranked',
    state: 'played',
    playedAt: 1_900_000_000,
    stage: null,
    home: {
      club: HOME.name,
      npc: false,
      rating: 73,
      outcome: homeOutcome,
      points: homeOutcome === 'win' ? 3 : homeOutcome === 'draw' ? 1 : 0,
      xp: homeOutcome === 'win' ? 10 : 8,
      stamina: Object.fromEntries(HOME.starters.map((starter) => [starter.id, 43])),
      energySpent: 10,
    },
    away: {
      club: AWAY.name,
      npc: true,
      rating: 60,
      outcome: outcome(result.awayGoals, result.homeGoals),
      points: null,
      xp: 0,
      stamina: {},
      energySpent: 0,
    },
    input: { home: HOME, away: AWAY },
    seed: SEED,
    seedHash: SEED_HASH,
    result,
    mySide: 'home',
    fair: null,
    ...extra,
  };
}
