import type { ServerClock } from '@fc/shared';

export const DUE_POLL_MS = 5_000;

/**
 * How long until a query showing these trainings should ask again: just after the first running one is due, then
 * every few seconds until the job has finished it; false when none runs.
 */
export function refetchWhenDue(running: { finishesAt: number }[], clock: ServerClock): number | false {
  if (running.length === 0) return false;
  const first = Math.min(...running.map((training) => training.finishesAt));
  const untilDue = (first - clock.now) * 1000 - (Date.now() - clock.answeredAt);
  return Math.max(DUE_POLL_MS, untilDue + DUE_POLL_MS);
}
