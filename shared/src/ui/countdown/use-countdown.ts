import { useCallback, useEffect, useState } from 'react';

export interface Cooldown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
}

/** A cooldown that counts down to 0 once a second, measured against the clock so it never drifts. */
export function useCountdown(initialSeconds = 0): Cooldown {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  const remaining = endsAt > now ? Math.ceil((endsAt - now) / 1000) : 0;
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : 0);
  }, []);

  return { remaining, running, start };
}
