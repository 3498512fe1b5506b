import { ApiPaths, callApi, type WalletNonceRequest, type WalletNonceResponse } from '@fc/shared';

/** A fresh single-use nonce for the SIWE message (never cached: each signature needs its own). */
export function getWalletNonce(): Promise<WalletNonceResponse> {
  return callApi<WalletNonceResponse, WalletNonceRequest>(ApiPaths.walletNonce, {});
}
