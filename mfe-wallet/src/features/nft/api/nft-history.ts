import { ApiPaths, callApi, type NftHistoryRequest, type NftHistoryResponse } from '@fc/shared';
import { useLiveEvent } from '@fc/shared/live';
import { useQuery, useQueryClient } from '@fc/shared/query';
import { nftKeys } from './nft-deposit-address';

export function getNftHistory(page: number, signal?: AbortSignal): Promise<NftHistoryResponse> {
  return callApi<NftHistoryResponse, NftHistoryRequest>(ApiPaths.nftHistory, { page }, { signal });
}

/** The user's NFT deposits and withdrawals; a deposit's live progress (n/15) loads the page again. */
export function useNftHistory(page: number) {
  const queryClient = useQueryClient();
  useLiveEvent('deposit', (event) => {
    if (event.kind === 'nft') void queryClient.invalidateQueries({ queryKey: [...nftKeys.all, 'history'] });
  });
  return useQuery({ queryKey: [...nftKeys.all, 'history', page], queryFn: ({ signal }) => getNftHistory(page, signal) });
}
