// Runs a game test in a Web Worker. Only imported (dynamically) where `Worker` exists: the `new URL(…,
// import.meta.url)` form is what webpack 5 bundles as a worker chunk, loaded from this remote's own folder
// (publicPath 'auto').
import type { RunOptions } from './runner';
import type { Tally } from './distribution';
import type { WorkerMessage, WorkerRequest } from './worker-protocol';

/** The worker did not start or broke: the page plays in its own thread instead. */
export class WorkerUnavailable extends Error {
  override name = 'WorkerUnavailable';
}

export function runInWorker({ home, away, count, onProgress, signal }: Pick<RunOptions, 'home' | 'away' | 'count' | 'onProgress' | 'signal'>): Promise<Tally> {
  return new Promise<Tally>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./simulation.worker.ts', import.meta.url), { name: 'game-test' });
    } catch (error) {
      reject(new WorkerUnavailable(error instanceof Error ? error.message : String(error)));
      return;
    }
    let heard = false;
    const stop = () => {
      worker.terminate();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      heard = true;
      const message = event.data;
      if (message.kind === 'progress') onProgress?.(message.tally);
      else if (message.kind === 'done') {
        finish();
        onProgress?.(message.tally);
        resolve(message.tally);
      } else {
        finish();
        reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      // Before its first answer the worker itself failed (its script did not load or run): not the run's fault.
      reject(heard ? new Error(event.message) : new WorkerUnavailable(event.message));
    };
    worker.postMessage({ home, away, count } satisfies WorkerRequest);
  });
}
