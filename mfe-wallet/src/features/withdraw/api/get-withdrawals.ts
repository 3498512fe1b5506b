import { ApiPaths, callApi, type ChainToken, type WithdrawalsRequest, type WithdrawalsResponse } from '@fc/shared';
import { useQuery, useQueryClient } from '@fc/shared/query';
import { useLiveEvent } from '@fc/shared/live';
import { withdrawKeys } from './keys';

/** The withdrawals shown beside the form. [ours] */
const LIST_SIZE = 10;
/** While one is on its way, the list is also asked again this often, in case a live event was missed. [ours] */
const OPEN_REFRESH_MS = 3_000;
const OPEN_STATUSES = new Set(['requested', 'sending', 'sent']);

export function getWithdrawals(token: ChainToken, signal?: AbortSignal): Promise<WithdrawalsResponse> {
  return callApi<WithdrawalsResponse, WithdrawalsRequest>(ApiPaths.withdrawals, { token, pageSize: LIST_SIZE }, { signal });
}

/** The token's latest withdrawals, asked again whenever the live stream says one moved on. */
export function useWithdrawals(token: ChainToken) {
  const queryClient = useQueryClient();
  useLiveEvent('withdrawal', (event) => {
    if (event.token === token) void queryClient.invalidateQueries({ queryKey: withdrawKeys.list(token) });
  });
  return useQuery({
    queryKey: withdrawKeys.list(token),
    queryFn: ({ signal }) => getWithdrawals(token, signal),
    refetchInterval: (query) => (query.state.data?.list.some((withdrawal) => OPEN_STATUSES.has(withdrawal.status)) ? OPEN_REFRESH_MS : false),
  });
}
