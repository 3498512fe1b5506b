import { ApiPaths, callApi, type WithdrawInfoRequest, type WithdrawInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { withdrawKeys } from './keys';

export function getWithdrawInfo(token: string, signal?: AbortSignal): Promise<WithdrawInfoResponse> {
  return callApi<WithdrawInfoResponse, WithdrawInfoRequest>(ApiPaths.withdrawInfo, { token }, { signal });
}

export function useWithdrawInfo(token: string) {
  return useQuery({ queryKey: withdrawKeys.info(token), queryFn: ({ signal }) => getWithdrawInfo(token, signal) });
}
