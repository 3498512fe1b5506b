import { ApiPaths, callApi, type WalletUnbindRequest, type WalletUnbindResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { connectorKeys } from './keys';

export function unbindWallet(address: string): Promise<WalletUnbindResponse> {
  return callApi<WalletUnbindResponse, WalletUnbindRequest>(ApiPaths.walletUnbind, { address });
}

export function useUnbindWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindWallet,
    onSuccess: (answer) => queryClient.setQueryData(connectorKeys.bound(), answer),
  });
}
