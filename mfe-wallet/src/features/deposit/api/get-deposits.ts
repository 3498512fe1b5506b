import { ApiPaths, callApi, type TokenDepositsRequest, type TokenDepositsResponse } from '@fc/shared';
import { useQuery, useQueryClient } from '@fc/shared/query';
import { useLiveEvent } from '@fc/shared/live';
import { depositKeys } from './keys';

/** The incoming transfers shown on the page. [ours] */
const LIST_SIZE = 10;
/** While one is confirming, the list is also asked again this often, in case a live event was missed. [ours] */
const OPEN_REFRESH_MS = 3_000;

export function getDeposits(signal?: AbortSignal): Promise<TokenDepositsResponse> {
  return callApi<TokenDepositsResponse, TokenDepositsRequest>(ApiPaths.tokenDeposits, { pageSize: LIST_SIZE }, { signal });
}

/** The latest deposits, asked again whenever the live stream says one was seen or moved on (n/15). */
export function useDeposits() {
  const queryClient = useQueryClient();
  useLiveEvent('deposit', () => void queryClient.invalidateQueries({ queryKey: depositKeys.list() }));
  return useQuery({
    queryKey: depositKeys.list(),
    queryFn: ({ signal }) => getDeposits(signal),
    refetchInterval: (query) => (query.state.data?.list.some((deposit) => deposit.status === 'pending' || deposit.status === 'confirming') ? OPEN_REFRESH_MS : false),
  });
}
