import { useCallback, useEffect, useState } from 'react';
import { REPLAY_MINUTE_MS, type ReplaySpeed } from '../constants';

export interface ReplayClock {
  minute: number;
  playing: boolean;
  speed: ReplaySpeed;
  finished: boolean;
  play: () => void;
  pause: () => void;
  seek: (minute: number) => void;
  setSpeed: (speed: ReplaySpeed) => void;
  skipToEnd: () => void;
}

/**
 * The replay's minute, running from kick-off to `end` one match minute per `REPLAY_MINUTE_MS` divided by the speed.
 * Starts at the end, still, when `startAtEnd` (reduced motion).
 */
export function useReplayClock(end: number, startAtEnd: boolean): ReplayClock {
  const [minute, setMinute] = useState(startAtEnd ? end : 0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const finished = minute >= end;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setMinute((current) => Math.min(end, current + 1)), REPLAY_MINUTE_MS / speed);
    return () => window.clearInterval(timer);
  }, [playing, speed, end]);

  useEffect(() => {
    if (finished) setPlaying(false);
  }, [finished]);

  const play = useCallback(() => {
    setMinute((current) => (current >= end ? 0 : current));
    setPlaying(true);
  }, [end]);
  const pause = useCallback(() => setPlaying(false), []);
  const seek = useCallback((to: number) => setMinute(Math.max(0, Math.min(end, Math.round(to)))), [end]);
  const skipToEnd = useCallback(() => {
    setPlaying(false);
    setMinute(end);
  }, [end]);

  return { minute, playing, speed, finished, play, pause, seek, setSpeed, skipToEnd };
}
