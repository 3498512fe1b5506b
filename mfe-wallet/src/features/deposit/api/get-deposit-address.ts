import { ApiPaths, callApi, type ChainId, type ChainToken, type TokenDepositAddressRequest, type TokenDepositAddressResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { depositKeys } from './keys';

export function getDepositAddress(token: ChainToken, chainId: ChainId, signal?: AbortSignal): Promise<TokenDepositAddressResponse> {
  return callApi<TokenDepositAddressResponse, TokenDepositAddressRequest>(ApiPaths.tokenDepositAddress, { token, chainId }, { signal });
}

export function useDepositAddress(token: ChainToken, chainId: ChainId) {
  return useQuery({ queryKey: depositKeys.address(token, chainId), queryFn: ({ signal }) => getDepositAddress(token, chainId, signal), staleTime: Infinity });
}
