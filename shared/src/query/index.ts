// Apps import react-query only from here: @fc/shared is a singleton, so the page holds one copy and one cache.
export {
  keepPreviousData,
  queryOptions,
  skipToken,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
export { clearOnSessionChange, createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { sharedQueryKeys } from './query-keys';
