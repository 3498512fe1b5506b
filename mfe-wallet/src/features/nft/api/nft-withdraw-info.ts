import { ApiPaths, callApi, type NftWithdrawInfoRequest, type NftWithdrawInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { nftKeys } from './nft-deposit-address';

export function getNftWithdrawInfo(tokenId: string, signal?: AbortSignal): Promise<NftWithdrawInfoResponse> {
  return callApi<NftWithdrawInfoResponse, NftWithdrawInfoRequest>(ApiPaths.nftWithdrawInfo, { tokenId }, { signal });
}

/** The card, the networks, and whether it may leave now (the state machine's refusal, 2FA, the 24 h suspension). */
export function useNftWithdrawInfo(tokenId: string) {
  return useQuery({ queryKey: [...nftKeys.all, 'withdrawInfo', tokenId], queryFn: ({ signal }) => getNftWithdrawInfo(tokenId, signal) });
}
