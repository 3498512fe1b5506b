import { useEffect, useState } from 'react';
import { secondsToNextPayout } from '../lib/top-prize-schedule';

/** Seconds to the next TopPrize payout, following the clock once a second; past a payout it counts to the next. */
export function useSecondsToNextPayout(): number {
  const [seconds, setSeconds] = useState(() => secondsToNextPayout(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsToNextPayout(Date.now())), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}
