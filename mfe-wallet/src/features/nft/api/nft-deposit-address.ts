import { ApiPaths, callApi, type ChainId, type NftDepositAddressRequest, type NftDepositAddressResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';

export const nftKeys = { all: ['wallet', 'nft'] as const };

export function getNftDepositAddress(chainId: ChainId, signal?: AbortSignal): Promise<NftDepositAddressResponse> {
  return callApi<NftDepositAddressResponse, NftDepositAddressRequest>(ApiPaths.nftDepositAddress, { chainId }, { signal });
}

export function useNftDepositAddress(chainId: ChainId) {
  return useQuery({ queryKey: [...nftKeys.all, 'depositAddress', chainId], queryFn: ({ signal }) => getNftDepositAddress(chainId, signal) });
}
