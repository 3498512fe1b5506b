import type { QueryClient, QueryKey } from '@fc/shared/query';

/** The most a public event's refetch waits, in ms: every visitor gets the event at once, their calls are spread. [ours] */
export const PUBLIC_LIVE_SPREAD_MS = 250;

export interface RefetchSoonOptions {
  /**
   * Let a fetch already under way answer instead of starting another (after `hello`: a page's first call is then
   * still out, and asking again would only delay it). An event's change may be newer than such a fetch: not for it.
   */
  joinFetching?: boolean;
  /** Tests give their own. */
  random?: () => number;
}

interface Due {
  client: QueryClient;
  queryKey: QueryKey;
  cancelRefetch: boolean;
}

const due = new Map<string, Due>();
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  timer = null;
  // The replacing refetches first: a joining one under the same query then joins it rather than being replaced.
  const batch = [...due.values()].sort((a, b) => Number(b.cancelRefetch) - Number(a.cancelRefetch));
  due.clear();
  for (const { client, queryKey, cancelRefetch } of batch) void client.invalidateQueries({ queryKey }, { cancelRefetch });
}

/**
 * Invalidates the queries under `queryKey` (the active ones load again) within PUBLIC_LIVE_SPREAD_MS, at a random
 * moment so that thousands of visitors do not call at the same millisecond; a burst of events (from any remote on the
 * page) asking for the same key before then makes one refetch.
 */
export function refetchSoon(client: QueryClient, queryKey: QueryKey, { joinFetching = false, random = Math.random }: RefetchSoonOptions = {}): void {
  const id = JSON.stringify(queryKey);
  const already = due.get(id);
  // Asked both ways within one burst: an event's refetch must not be joined to an older fetch.
  due.set(id, { client, queryKey, cancelRefetch: !joinFetching || (already?.cancelRefetch ?? false) });
  timer ??= setTimeout(flush, Math.round(random() * PUBLIC_LIVE_SPREAD_MS));
}
