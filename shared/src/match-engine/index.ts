/**
 * The TopManager match engine (issue 13): deterministic from (home, away, seed), pure, no I/O. The server plays a
 * match with it and stores the input, the seed and the result; the report page replays the same input and seed in the
 * browser and shows that it reproduces the stored result. Not a Module Federation singleton (it holds no state):
 * each app that imports `@fc/shared/match-engine` bundles it.
 */
import type { EngineTeam, MatchResult } from '../contracts/game';

/** Plays a match: the same input and seed give the same result, to the event. */
export function playMatch(home: EngineTeam, away: EngineTeam, seed: string): MatchResult {
  void home;
  void away;
  void seed;
  throw new Error('the match engine is being written (issue 13)');
}
