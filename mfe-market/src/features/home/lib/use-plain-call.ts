import { useEffect, useRef, useState } from 'react';

/** What a plain call answered: nothing yet, its answer (and when it came), or that it failed. */
export type PlainAnswer<T> = { state: 'loading' } | { state: 'done'; data: T; answeredAt: number } | { state: 'failed' };

/**
 * One API call on mount, asked again every `refreshMs` when given, without a server-state library (the home page is a
 * guest's first load). A failure after an answer keeps the answer; the call is aborted when the page goes.
 */
export function usePlainCall<T>(fetcher: (signal: AbortSignal) => Promise<T>, refreshMs?: number): PlainAnswer<T> {
  const [answer, setAnswer] = useState<PlainAnswer<T>>({ state: 'loading' });
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetcherRef
        .current(controller.signal)
        .then((data) => setAnswer({ state: 'done', data, answeredAt: Date.now() }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer((previous) => (previous.state === 'done' ? previous : { state: 'failed' }));
        });
    void load();
    const timer = refreshMs === undefined ? undefined : setInterval(() => void load(), refreshMs);
    return () => {
      if (timer !== undefined) clearInterval(timer);
      controller.abort();
    };
  }, [refreshMs]);
  return answer;
}
