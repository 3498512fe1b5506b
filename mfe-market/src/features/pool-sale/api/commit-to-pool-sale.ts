import { ApiPaths, callApi, type PoolSaleCommitRequest, type PoolSaleCommitResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { poolSaleKeys } from './query-keys';

export function commitToPoolSale(body: PoolSaleCommitRequest): Promise<PoolSaleCommitResponse> {
  return callApi<PoolSaleCommitResponse, PoolSaleCommitRequest>(ApiPaths.poolSaleCommit, body);
}

/** Adds to the commitment; the sale's figures and the navbar's balances reload. */
export function useCommitToPoolSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitToPoolSale,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: poolSaleKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
