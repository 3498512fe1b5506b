import { useCallback, useRef, useState } from 'react';

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: unknown };

export interface Mutation<TReq, TRes> {
  run: (body: TReq) => Promise<MutationResult<TRes>>;
  pending: boolean;
  data: TRes | undefined;
  error: unknown;
}

/**
 * One request at a time: while a call is in flight further `run`s resolve to the same answer
 * instead of sending again, so a double click or a second Enter cannot submit twice.
 */
export function useMutation<TReq, TRes>(request: (body: TReq) => Promise<TRes>): Mutation<TReq, TRes> {
  const [pending, setPending] = useState(false);
  const [data, setData] = useState<TRes | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const inFlight = useRef<Promise<MutationResult<TRes>> | null>(null);
  const requestRef = useRef(request);
  requestRef.current = request;

  const run = useCallback((body: TReq) => {
    if (inFlight.current) return inFlight.current;
    setPending(true);
    setError(undefined);
    const call = requestRef.current(body).then(
      (answer): MutationResult<TRes> => {
        setData(answer);
        return { ok: true, data: answer };
      },
      (failure: unknown): MutationResult<TRes> => {
        setError(failure);
        return { ok: false, error: failure };
      },
    );
    inFlight.current = call.finally(() => {
      inFlight.current = null;
      setPending(false);
    });
    return inFlight.current;
  }, []);

  return { run, pending, data, error };
}
