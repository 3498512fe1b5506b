import type { FastifyBaseLogger } from 'fastify';
import type { ChainId } from '@fc/shared/contracts';
import { WATCH_INTERVAL_MS } from './constants';
import type { ChainHandle } from './registry';
import { scanChain, type ScanOutcome, type WatcherDeps } from './watcher';

/**
 * The deposit watcher of every chain that is on, as a loop in the process rather than pg-boss periods: a deposit's
 * n/15 must move within a second or so of each block, and a cron period is a minute, while a job per second per chain
 * would add a job_runs row each time. Each step is safe beside another process's loop (scanChain writes under the
 * cursor's row lock, only from the position it read), so every API process may run it; it runs where the job timers
 * run, or with CHAIN_LOOPS=1 (config.chainLoops; not under Jest, where tests call `scan()`).
 */
export class DepositWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: WatcherDeps & { log: FastifyBaseLogger },
    private readonly handles: ChainHandle[],
  ) {}

  /** One scan step on one chain (tests, and the loop). */
  scan(chainId: ChainId): Promise<ScanOutcome> {
    const handle = this.handles.find((candidate) => candidate.chainId === chainId);
    if (!handle) throw new Error(`chain ${chainId} is off`);
    return scanChain(this.deps, handle);
  }

  start(): void {
    if (this.timer || this.stopped || this.handles.length === 0) return;
    const loop = async () => {
      for (const handle of this.handles) {
        if (this.stopped) return;
        try {
          const outcome = await scanChain(this.deps, handle);
          if (outcome.found || outcome.confirmed || outcome.reorged) this.deps.log.info({ chainId: handle.chainId, ...outcome, head: String(outcome.head), from: String(outcome.from), to: String(outcome.to) }, 'deposit watcher step');
        } catch (error) {
          this.deps.log.warn({ err: error, chainId: handle.chainId }, 'deposit watcher step failed');
        }
      }
    };
    const tick = () => {
      this.running = loop().finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(tick, WATCH_INTERVAL_MS);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the loop and waits for a step under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
