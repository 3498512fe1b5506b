import { useEffect, useState } from 'react';

/**
 * Seconds until `at` (Unix seconds) by the server's clock, `now` being its answer that arrived at `answeredAt` (the
 * device's milliseconds): counted down each second, whatever the device's own clock says.
 */
export function useSecondsUntil(at: number, clock: { now: number; answeredAt: number }): number {
  const [tick, setTick] = useState(() => Date.now());
  const elapsedMs = Math.max(0, tick - clock.answeredAt);
  const left = Math.max(0, Math.ceil(at - clock.now - elapsedMs / 1000));
  const done = left === 0;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}

/** `d h:mm:ss` past a day, `h:mm:ss` within one. */
export function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
