import { ApiPaths, callApi, type NftWithdrawRequest, type NftWithdrawResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { nftKeys } from './nft-deposit-address';

export function requestNftWithdrawal(request: NftWithdrawRequest): Promise<NftWithdrawResponse> {
  return callApi<NftWithdrawResponse, NftWithdrawRequest>(ApiPaths.nftWithdraw, request);
}

/** Sends the card out; the page's card facts and the NFT history load again. */
export function useRequestNftWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestNftWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
}
