import { ApiPaths, callApi, type AirdropInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

/** The running round (pool, end, power, my projected share) and the settled ones with what I got. */
export function useAirdrop(signedIn: boolean) {
  return useQuery({
    queryKey: [...gameKeys.staking.airdrop(), signedIn],
    queryFn: ({ signal }) => callApi<AirdropInfoResponse, Record<string, never>>(ApiPaths.airdropInfo, {}, { signal }),
  });
}
