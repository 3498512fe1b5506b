import { ApiPaths, callApi, type AirdropInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { stakingKeys } from '../../../lib/staking/keys';

/** The running round (pool, end, power, my projected share) and the settled ones with what I got. */
export function useAirdrop(signedIn: boolean) {
  return useQuery({
    queryKey: [...stakingKeys.airdrop(), signedIn],
    queryFn: ({ signal }) => callApi<AirdropInfoResponse, Record<string, never>>(ApiPaths.airdropInfo, {}, { signal }),
  });
}
