import { ApiPaths, callApi, type ClaimListResponse, type ClaimRequest, type ClaimResponse, type GrantSource } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQuery, useQueryClient } from '@fc/shared/query';

export const claimKeys = { all: ['wallet', 'claims'] as const };

export function getClaims(signal?: AbortSignal): Promise<ClaimListResponse> {
  return callApi<ClaimListResponse, Record<string, never>>(ApiPaths.claimList, {}, { signal });
}

export function useClaims() {
  return useQuery({ queryKey: claimKeys.all, queryFn: ({ signal }) => getClaims(signal) });
}

export function claim(body: ClaimRequest): Promise<ClaimResponse> {
  return callApi<ClaimResponse, ClaimRequest>(ApiPaths.claim, body);
}

/** Claims one source (or all); the grants and the navbar's balances load again. */
export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: GrantSource | undefined) => claim(source ? { source } : {}),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: claimKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
