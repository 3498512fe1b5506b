import { useEffect, useState } from 'react';

/** The server's clock as last answered: its Unix seconds, and when (the device's milliseconds) the answer came. */
export interface ServerClock {
  now: number;
  answeredAt: number;
}

/**
 * Seconds until `at` (Unix seconds) by the server's clock, counted down each second whatever the device's own clock
 * says; 0 once it passed, or when there is no `at`.
 */
export function useSecondsLeft(at: number | null, clock: ServerClock): number {
  const [tick, setTick] = useState(() => Date.now());
  const elapsedMs = Math.max(0, tick - clock.answeredAt);
  const left = at === null ? 0 : Math.max(0, Math.ceil(at - clock.now - elapsedMs / 1000));
  const done = left === 0;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}

const DAY_S = 86_400;

/** Whole days, and the rest as `h:mm:ss`, for a countdown's words. */
export function splitSeconds(seconds: number): { days: number; time: string } {
  const days = Math.floor(seconds / DAY_S);
  const hours = Math.floor((seconds % DAY_S) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return { days, time: `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}` };
}

/** `2d 3:04:05` past a day, `3:04:05` within one. */
export function formatSecondsLeft(seconds: number): string {
  const { days, time } = splitSeconds(seconds);
  return days > 0 ? `${days}d ${time}` : time;
}
