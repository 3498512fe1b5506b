/**
 * Plays `count` matches between two teams with fresh seeds, in chunks that yield to the browser between them (so the
 * page keeps painting its progress and answering its Cancel button), and adds each result to a tally.
 */
import type { EngineTeam } from '@fc/shared';
import { playMatch } from '@fc/shared/match-engine';
import { MATCHES_PER_CHUNK } from '../constants';
import { addResult, emptyTally, type Tally } from './distribution';
import { randomSeed } from './seed';

export interface RunOptions {
  home: EngineTeam;
  away: EngineTeam;
  count: number;
  /** Called after each chunk with the tally so far (the same object, updated in place). */
  onProgress?: (tally: Tally) => void;
  /** Aborting stops the run after the chunk under way; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Matches between two yields. */
  chunk?: number;
  /** Where the seeds come from (tests pass a fixed sequence). */
  seed?: () => string;
}

/** Lets the browser paint and handle input: a macrotask (a resolved promise would not). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function runMatches({ home, away, count, onProgress, signal, chunk = MATCHES_PER_CHUNK, seed = randomSeed }: RunOptions): Promise<Tally> {
  const tally = emptyTally();
  while (tally.matches < count) {
    signal?.throwIfAborted();
    const end = Math.min(count, tally.matches + chunk);
    while (tally.matches < end) {
      const result = playMatch(home, away, seed());
      addResult(tally, result.homeGoals, result.awayGoals);
    }
    onProgress?.(tally);
    if (tally.matches < count) await yieldToBrowser();
  }
  return tally;
}
