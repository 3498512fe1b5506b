import type { Tally } from './distribution';
import { runMatches, type RunOptions } from './runner';

/** Where a run's matches are played: a Web Worker, or the page's own thread in chunks. */
export type Engine = 'worker' | 'page';

/**
 * Plays a run in a Web Worker where the browser has them, else (or when the worker cannot start) in the page in
 * chunks. `onEngine` says which, before the first result.
 */
export async function play(options: RunOptions, onEngine?: (engine: Engine) => void): Promise<Tally> {
  if (typeof Worker !== 'undefined') {
    try {
      // Loaded only here: the worker's URL is resolved by the bundler from `import.meta.url`.
      const { runInWorker } = await import('./worker-runner');
      onEngine?.('worker');
      return await runInWorker(options);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'WorkerUnavailable')) throw error;
    }
  }
  onEngine?.('page');
  return runMatches(options);
}
