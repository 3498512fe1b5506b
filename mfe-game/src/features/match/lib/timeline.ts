import type { EnginePlayer, EngineTeam, PlayedGameMatch, MatchEvent, MatchResult, MatchSide } from '@fc/shared';
import { FORMATION_SLOTS, MATCH_MINUTES } from '@fc/shared/contracts/game';

/** The last minute the replay's scrubber reaches: full time, or a later event's minute (added time). */
export function lastMinute(events: readonly MatchEvent[]): number {
  return events.reduce((last, event) => Math.max(last, event.minute), MATCH_MINUTES);
}

/** The events that have happened by `minute`, in the engine's order. */
export function eventsUntil(events: readonly MatchEvent[], minute: number): MatchEvent[] {
  return events.filter((event) => event.minute <= minute);
}

/** The score after the events so far (each event carries the score after it). */
export function scoreOf(shown: readonly MatchEvent[]): { home: number; away: number } {
  const last = shown[shown.length - 1];
  return last ? { home: last.home, away: last.away } : { home: 0, away: 0 };
}

/** Every player of the match by id, whichever side and whether he started. */
export function playersById(input: PlayedGameMatch['input']): Map<string, EnginePlayer & { side: MatchSide }> {
  const players = new Map<string, EnginePlayer & { side: MatchSide }>();
  for (const side of ['home', 'away'] as const) {
    for (const player of [...input[side].starters, ...input[side].substitutes]) players.set(player.id, { ...player, side });
  }
  return players;
}

export interface PitchPlayer {
  id: string;
  side: MatchSide;
  /** Slot number in the formation, 1 the goalkeeper. */
  number: number;
  /** On the drawing: 0–100 across, 0 the top (the away goal) to 100 the bottom (the home goal). */
  x: number;
  y: number;
}

/**
 * Who stands where at this point of the replay: the formation's slots, home from the bottom up and away mirrored, a
 * substitute taking the slot of the player he replaces and a sent-off player leaving it.
 */
export function pitchPlayers(team: EngineTeam, side: MatchSide, shown: readonly MatchEvent[]): PitchPlayer[] {
  const slots = FORMATION_SLOTS[team.formation];
  const occupants: (string | null)[] = team.starters.map((player) => player.id);
  for (const event of shown) {
    if (event.side !== side) continue;
    if (event.kind === 'substitution' && event.playerId && event.otherId) {
      const index = occupants.indexOf(event.otherId);
      if (index >= 0) occupants[index] = event.playerId;
    } else if (event.kind === 'red' && event.playerId) {
      const index = occupants.indexOf(event.playerId);
      if (index >= 0) occupants[index] = null;
    }
  }
  return occupants.flatMap((id, index) => {
    const slot = slots[index];
    if (!id || !slot) return [];
    const [x, y] = side === 'home' ? [slot.x, 100 - slot.y] : [100 - slot.x, slot.y];
    return [{ id, side, number: index + 1, x, y }];
  });
}

/** An event's place on the drawing (events are given with home attacking towards `y` 100, drawn upwards). */
export function eventPoint(event: Pick<MatchEvent, 'x' | 'y'>): { x: number; y: number } {
  return { x: event.x, y: 100 - event.y };
}

/** A player rating in tenths as a mark: 68 → "6.8". */
export function formatRating(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

export interface Goal {
  playerId: string | null;
  minute: number;
}

/** Each side's goals in order: who scored and when. */
export function scorers(result: MatchResult): Record<MatchSide, Goal[]> {
  const goals: Record<MatchSide, Goal[]> = { home: [], away: [] };
  for (const event of result.events) {
    if (event.kind === 'goal' && event.side) goals[event.side].push({ playerId: event.playerId, minute: event.minute });
  }
  return goals;
}
