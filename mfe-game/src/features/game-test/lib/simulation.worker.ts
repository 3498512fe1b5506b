// The game test's Web Worker: plays a run's matches off the page's thread and posts the tally as it grows (a
// structured clone: the score Map included). The page stops a run by terminating the worker.
import { playMatch } from '@fc/shared/match-engine';
import { WORKER_PROGRESS_EVERY } from '../constants';
import { addResult, emptyTally } from './distribution';
import { randomSeed } from './seed';
import type { WorkerRequest, WorkerMessage } from './worker-protocol';

/** The worker's global scope, as much of it as this file uses (the project's types are the page's DOM ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { home, away, count } = event.data;
  const tally = emptyTally();
  try {
    while (tally.matches < count) {
      const result = playMatch(home, away, randomSeed());
      addResult(tally, result.homeGoals, result.awayGoals);
      if (tally.matches % WORKER_PROGRESS_EVERY === 0 && tally.matches < count) scope.postMessage({ kind: 'progress', tally } satisfies WorkerMessage);
    }
    scope.postMessage({ kind: 'done', tally } satisfies WorkerMessage);
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
  }
};
