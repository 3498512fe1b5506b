import { useEffect, useRef } from 'react';
import { formatDuration, isoDuration } from '../../format/format';
import { toApiLanguage } from '../../i18n/i18n';
import { useSecondsLeft, type ServerClock } from './server-clock';

export interface CountdownProps {
  /** Whole seconds left (or any span to show in the countdown format). */
  seconds: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * A span in the one countdown format (`formatDuration`: `6d 05:02:27`, `5:02:27`, `02:27`) as a `<time>`. It is a
 * timer to assistive technology, which does not announce each second.
 */
export function Countdown({ seconds, className, 'data-testid': testId }: CountdownProps) {
  return (
    <time role="timer" dateTime={isoDuration(seconds)} className={className} data-testid={testId}>
      {formatDuration(seconds, toApiLanguage())}
    </time>
  );
}

export interface CountdownToProps extends Omit<CountdownProps, 'seconds'> {
  /** The moment, in Unix seconds by the server's clock. */
  at: number;
  clock: ServerClock;
  /** Called once when it reaches 0 (to ask the server again, say). */
  onEnd?: () => void;
}

/** A live countdown to a moment on the server's clock. */
export function CountdownTo({ at, clock, onEnd, ...rest }: CountdownToProps) {
  const left = useSecondsLeft(at, clock);
  const ended = useRef(left === 0);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (left > 0) ended.current = false;
    else if (!ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
  }, [left]);
  return <Countdown seconds={left} {...rest} />;
}
