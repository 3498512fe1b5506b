import { useEffect, useState } from 'react';

/** The server's clock as last answered: its Unix seconds, and when (the device's milliseconds) the answer came. */
export interface ServerClock {
  now: number;
  answeredAt: number;
}

/** Seconds until `finishesAt` by the server's clock, counted down each second (the device's clock may be off). */
export function useSecondsLeft(finishesAt: number, clock: ServerClock): number {
  const [tick, setTick] = useState(() => Date.now());
  // A newer answer than the last tick has no time elapsed yet (not a negative one).
  const elapsedMs = Math.max(0, tick - clock.answeredAt);
  const left = Math.max(0, Math.ceil(finishesAt - clock.now - elapsedMs / 1000));
  const done = left === 0;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}

/** `h:mm:ss`. */
export function formatSecondsLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

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

export const DUE_POLL_MS = 5_000;
