import { useEffect, useState } from 'react';

/** The server's clock as last answered: its Unix seconds, and when (the device's milliseconds) the answer came. */
export interface ServerClock {
  now: number;
  answeredAt: number;
}

/** Seconds until `at` by the server's clock, counted down each second (the device's clock may be off). */
export function useSecondsLeft(at: number, clock: ServerClock): number {
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

/** `d h:mm:ss` split into its parts, for the countdown's words. */
export function splitSeconds(seconds: number): { days: number; time: string } {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return { days, time: `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}` };
}
