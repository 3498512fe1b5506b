import { ApiPaths, callApi, type WalletBindRequest, type WalletBindResponse } from '@fc/shared';

export function bindWallet(body: WalletBindRequest): Promise<WalletBindResponse> {
  return callApi<WalletBindResponse, WalletBindRequest>(ApiPaths.walletBind, body);
}
