/** What the page holds for each side: where its team comes from and the generated team's settings. */
import type { EngineTeam, LineupGroup, SquadCard } from '@fc/shared';
import type { Formation, Tactics } from '@fc/shared/contracts/game';
import { generatedTeam, groupTeam } from './teams';

/** `generated`, or the groupId of a saved lineup. */
export const GENERATED = 'generated';

export interface SideSettings {
  source: string;
  rating: number;
  formation: Formation;
  tactics: Tactics;
  /** The generated team's seed: "Draw new players" replaces it. */
  seed: string;
}

/**
 * The side's team, or null while the saved lineup it names is not loaded (or gone: the page falls back to a
 * generated team then).
 */
export function sideTeam(
  settings: SideSettings,
  generatedName: string,
  groups: readonly LineupGroup[] | undefined,
  squad: readonly SquadCard[] | undefined,
): EngineTeam | null {
  if (settings.source === GENERATED) {
    return generatedTeam({ name: generatedName, rating: settings.rating, formation: settings.formation, tactics: settings.tactics, seed: settings.seed });
  }
  const group = groups?.find((candidate) => candidate.groupId === settings.source);
  if (!group || !squad) return null;
  return groupTeam(group.name, group, squad);
}
