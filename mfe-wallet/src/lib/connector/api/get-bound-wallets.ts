import { ApiPaths, callApi, type WalletBoundRequest, type WalletBoundResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { connectorKeys } from './keys';

export function getBoundWallets(signal?: AbortSignal): Promise<WalletBoundResponse> {
  return callApi<WalletBoundResponse, WalletBoundRequest>(ApiPaths.walletBound, {}, { signal });
}

export function useBoundWallets() {
  return useQuery({ queryKey: connectorKeys.bound(), queryFn: ({ signal }) => getBoundWallets(signal) });
}
