import { useEffect, useState } from 'react';

/** The server's clock as last answered: its Unix seconds, and when (the device's milliseconds) the answer came. */
export interface ServerClock {
  now: number;
  answeredAt: number;
}

/** Ticks once a second while `running`: the device's milliseconds at the last tick. */
function useTick(running: boolean): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return tick;
}

/** The server's Unix seconds now, ticking each second from its last answer (the device's clock may be off). */
export function useServerNow(clock: ServerClock, running = true): number {
  const tick = useTick(running);
  return clock.now + Math.floor(Math.max(0, tick - clock.answeredAt) / 1000);
}

/**
 * Seconds until `at` (Unix seconds) by the server's clock, counted down each second whatever the device's own clock
 * says; 0 once it passed, or when there is no `at`. A newer answer than the last tick counts no time elapsed yet.
 */
export function useSecondsLeft(at: number | null | undefined, clock: ServerClock): number {
  const [tick, setTick] = useState(() => Date.now());
  const elapsedMs = Math.max(0, tick - clock.answeredAt);
  const left = at === null || at === undefined ? 0 : Math.max(0, Math.ceil(at - clock.now - elapsedMs / 1000));
  const done = left === 0;
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}
