/** Teams for the engine's tests and benchmarks: an even club of a given rating, built without dice. */
import { FORMATION_SLOTS, DEFAULT_TACTICS, type Formation } from '../contracts/game-constants';
import { GOALKEEPER_ABILITIES, LINE_OF_ROLE, OUTFIELD_ABILITIES } from '../contracts/cards-constants';
import type { EnginePlayer, EngineTeam } from '../contracts/game';

export function evenTeam(name: string, rating: number, formation: Formation = '4-4-2'): EngineTeam {
  const player = (i: number, role: EnginePlayer['role']): EnginePlayer => {
    const abilities: Record<string, number> = {};
    for (const a of role === 'GK' ? GOALKEEPER_ABILITIES : OUTFIELD_ABILITIES) abilities[a] = rating;
    return {
      id: `${name}-${i}`,
      name: `${name} ${i}`,
      position: LINE_OF_ROLE[role],
      role,
      rating,
      abilities,
      physical: 30,
      efficiency: 30,
      lucky: 50,
      system: false,
    };
  };
  const starters = FORMATION_SLOTS[formation].map((slot, i) => player(i + 1, slot.role));
  const substitutes = (['GK', 'CB', 'CM', 'LW', 'ST'] as const).map((role, i) => player(12 + i, role));
  return { name, formation, tactics: { ...DEFAULT_TACTICS }, starters, substitutes };
}
