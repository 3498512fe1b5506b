import { useEffect, useState } from 'react';

/** The server's clock as last answered: its unix seconds, and when (the device's milliseconds) the answer came. */
export interface ServerClock {
  now: number;
  answeredAt: number;
}

/** The server's unix seconds now, ticking each second from its last answer (the device's clock may be off). */
export function useServerNow(clock: ServerClock, running = true): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return clock.now + Math.floor(Math.max(0, tick - clock.answeredAt) / 1000);
}

/** `h:mm:ss` (or `m:ss` under an hour). */
export function formatDuration(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
