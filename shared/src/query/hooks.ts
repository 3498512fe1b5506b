import { useContext } from 'react';
import {
  QueryClientContext,
  useIsFetching as useIsFetchingOf,
  useMutation as useMutationOf,
  useQuery as useQueryOf,
  type QueryClient,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The client of the nearest `QueryProvider` (a test's own cache), or else the page's one cache. The composed site
 * renders no provider: the hooks reach the singleton client directly, so the shell's first screen carries no
 * react-query and every remote still shares one cache.
 */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

// react-query's hooks, bound to that client unless a caller passes its own (their second parameter).
export const useQuery = ((options: Parameters<typeof useQueryOf>[0], client?: QueryClient) => {
  const nearest = useQueryClient();
  return useQueryOf(options, client ?? nearest);
}) as typeof useQueryOf;

export const useMutation = ((options: Parameters<typeof useMutationOf>[0], client?: QueryClient) => {
  const nearest = useQueryClient();
  return useMutationOf(options, client ?? nearest);
}) as typeof useMutationOf;

export const useIsFetching = ((filters?: Parameters<typeof useIsFetchingOf>[0], client?: QueryClient) => {
  const nearest = useQueryClient();
  return useIsFetchingOf(filters, client ?? nearest);
}) as typeof useIsFetchingOf;
