import type { EngineTeam } from '@fc/shared';
import type { Tally } from './distribution';

/** What the page asks the game test's worker (simulation.worker.ts). */
export interface WorkerRequest {
  home: EngineTeam;
  away: EngineTeam;
  count: number;
}

/** What the worker answers: the tally so far, the final one, or why it could not play. */
export type WorkerMessage = { kind: 'progress'; tally: Tally } | { kind: 'done'; tally: Tally } | { kind: 'failed'; message: string };
