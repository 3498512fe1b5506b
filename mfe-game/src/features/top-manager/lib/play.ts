import type { EnergyView, GameHomeResponse, LineupGroup } from '@fc/shared';
import { ENERGY_REGEN_S } from '@fc/shared/contracts/game';

export type PlayBlocker = 'season' | 'noLineup' | 'energy' | 'lineupIssues';

/** Why Play would be refused now, known before pressing it (the server checks the same and says so if it still refuses). */
export function playBlockers(home: GameHomeResponse, active: LineupGroup | undefined): PlayBlocker[] {
  const blockers: PlayBlocker[] = [];
  if (home.season === null) blockers.push('season');
  if (home.activeGroupId === null) blockers.push('noLineup');
  if (home.energy.energy < home.energy.matchCost) blockers.push('energy');
  if (active && active.issues.length > 0) blockers.push('lineupIssues');
  return blockers;
}

/** When regeneration gives back the energy a match costs (unix seconds on the server's clock); null when it is there. */
export function enoughEnergyAt(energy: EnergyView): number | null {
  if (energy.energy >= energy.matchCost || energy.nextAt === null) return null;
  return energy.nextAt + (energy.matchCost - energy.energy - 1) * ENERGY_REGEN_S;
}
