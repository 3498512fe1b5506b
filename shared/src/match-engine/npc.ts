/** NPC clubs: a team of a given rating, drawn from a seed, so the same NPC match can be replayed like any other. */
import { FORMATIONS, FORMATION_SLOTS, DEFAULT_TACTICS } from '../contracts/game-constants';
import { GOALKEEPER_ABILITIES, LINE_OF_ROLE, OUTFIELD_ABILITIES, type PreferredPosition } from '../contracts/cards-constants';
import type { EnginePlayer, EngineTeam } from '../contracts/game';
import { diceFromSeed, type Dice } from './random';

const INITIALS = 'ABCDEFGHJKLMNOPRSTVW';
const SURNAMES = [
  'Alvarez', 'Bakker', 'Costa', 'Dahl', 'Eriksen', 'Ferreira', 'Garcia', 'Hansen', 'Ivanov', 'Jansen', 'Kim', 'Lopez',
  'Moreau', 'Novak', 'Okafor', 'Park', 'Quint', 'Rossi', 'Silva', 'Tanaka', 'Urban', 'Varga', 'Weber', 'Yilmaz',
  'Zielinski', 'Lee', 'Mensah', 'Nakamura', 'Santos', 'Fischer',
];
const BENCH_ROLES: readonly PreferredPosition[] = ['GK', 'CB', 'CM', 'LW', 'ST'];
const clamp = (n: number): number => Math.max(1, Math.min(99, n));

function npcPlayer(dice: Dice, index: number, role: PreferredPosition, rating: number): EnginePlayer {
  const names = role === 'GK' ? GOALKEEPER_ABILITIES : OUTFIELD_ABILITIES;
  const abilities: Record<string, number> = {};
  for (const name of names) abilities[name] = clamp(rating + dice.between(-6, 6));
  return {
    id: `npc-${index}`,
    name: `${INITIALS[dice.between(0, INITIALS.length - 1)]}. ${SURNAMES[dice.between(0, SURNAMES.length - 1)]}`,
    position: LINE_OF_ROLE[role],
    role,
    rating: clamp(rating),
    abilities,
    physical: dice.between(15, 45),
    efficiency: dice.between(15, 45),
    lucky: dice.between(15, 45),
    system: false,
  };
}

/**
 * An NPC club's team at `rating`: its starters' ratings spread in pairs around it, so teamRating() gives `rating`
 * back (between 1 and 99).
 */
export function npcTeam(name: string, rating: number, seed: string): EngineTeam {
  const dice = diceFromSeed(seed);
  const target = Math.max(4, Math.min(96, Math.round(rating)));
  const formation = FORMATIONS[dice.between(0, FORMATIONS.length - 1)]!;
  const slots = FORMATION_SLOTS[formation];
  const spread = [0];
  for (let i = 0; i < 5; i += 1) {
    const d = dice.between(0, 3);
    spread.push(d, -d);
  }
  const starters = slots.map((slot, i) => npcPlayer(dice, i + 1, slot.role, target + spread[i]!));
  const substitutes = BENCH_ROLES.map((role, i) => npcPlayer(dice, starters.length + i + 1, role, target - 2));
  return { name, formation, tactics: { ...DEFAULT_TACTICS }, starters, substitutes };
}
