// `@fc/shared/query`: server state (react-query), a Module Federation singleton of its own (SHARED_ENTRIES), loaded
// by the first page that uses it. Apps import react-query only from here: one copy and one cache for the page.
export { keepPreviousData, queryOptions, skipToken, type QueryClient, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
export { useIsFetching, useMutation, useQuery, useQueryClient } from './hooks';
export { prefetchPageData } from './prefetch';
export { clearOnSessionChange, createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { sharedQueryKeys } from './query-keys';
