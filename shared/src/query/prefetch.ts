import type { DefaultError, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

const ignore = () => undefined;

/**
 * A call a page makes as soon as it shows, started before it shows (a route's `prefetch`: a navigation under way, a link
 * about to be followed), into the page's cache with the query options of the page's own hook, so that the page takes
 * the answer instead of asking. Resolves once the page has something to show: at once when the cache holds an answer —
 * one older than the options' `staleTime` is asked again meanwhile, as the page itself would on showing — else when the
 * call has answered. Never rejects: a failed call is the page's to show, with its retry.
 */
export function prefetchPageData<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
  client: QueryClient = queryClient,
): Promise<void> {
  // query() asks only when the cached answer is missing or older than staleTime, and shares a call already under way.
  const asking = client.query(options).then(ignore, ignore);
  return client.getQueryData(options.queryKey) === undefined ? asking : Promise.resolve();
}
