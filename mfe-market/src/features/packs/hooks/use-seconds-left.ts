import { useEffect, useState } from 'react';
import { toApiLanguage } from '@fc/shared';

/** Seconds until `at` (Unix seconds) by the server's clock as last answered (`now` at the device's `answeredAt` ms). */
export function useSecondsLeft(at: number | null, clock: { now: number; answeredAt: number }): number {
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

/** `2d 3:04:05` or `3:04:05`. */
export function formatSecondsLeft(seconds: number): string {
  const days = Math.floor(seconds / DAY_S);
  const hours = Math.floor((seconds % DAY_S) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A whole number grouped for the page's language (supply, packs left). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(toApiLanguage()).format(value);
}
