import { ApiPaths, callApi, type NftHistoryRequest, type NftHistoryResponse } from '@fc/shared';
import { useLiveEvent } from '@fc/shared/live';
import { useQuery, useQueryClient } from '@fc/shared/query';
import { nftKeys } from './nft-deposit-address';

/** While a card is on its way out, the history is asked again this often (a mint has no live event of its own). [ours] */
const OPEN_WITHDRAWAL_REFRESH_MS = 2_000;
const OPEN_WITHDRAWAL_STATUSES = new Set(['requested', 'sending', 'sent']);

export function getNftHistory(page: number, signal?: AbortSignal): Promise<NftHistoryResponse> {
  return callApi<NftHistoryResponse, NftHistoryRequest>(ApiPaths.nftHistory, { page }, { signal });
}

/** The user's NFT deposits and withdrawals; a deposit's live progress (n/15) loads the page again, an open withdrawal polls. */
export function useNftHistory(page: number) {
  const queryClient = useQueryClient();
  useLiveEvent('deposit', (event) => {
    if (event.kind === 'nft') void queryClient.invalidateQueries({ queryKey: [...nftKeys.all, 'history'] });
  });
  return useQuery({
    queryKey: [...nftKeys.all, 'history', page],
    queryFn: ({ signal }) => getNftHistory(page, signal),
    refetchInterval: (query) => (query.state.data?.withdrawals.some((withdrawal) => OPEN_WITHDRAWAL_STATUSES.has(withdrawal.status)) ? OPEN_WITHDRAWAL_REFRESH_MS : false),
  });
}
