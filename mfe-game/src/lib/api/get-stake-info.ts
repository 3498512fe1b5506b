import { ApiPaths, callApi, type StakeInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function getStakeInfo(signal?: AbortSignal): Promise<StakeInfoResponse> {
  return callApi<StakeInfoResponse, Record<string, never>>(ApiPaths.stakeInfo, {}, { signal });
}

/** Total staked power (guests too) and, signed in, my staked and frozen cards. */
export function useStakeInfo(signedIn: boolean) {
  return useQuery({ queryKey: [...gameKeys.staking.info(), signedIn], queryFn: ({ signal }) => getStakeInfo(signal) });
}
