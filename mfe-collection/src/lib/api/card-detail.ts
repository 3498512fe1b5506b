import {
  ApiPaths,
  callApi,
  type CardAllocateRequest,
  type CardAscendRequest,
  type CardCampRequest,
  type CardCampResponse,
  type CardDetailRequest,
  type CardDetailResponse,
  type ItemEquipRequest,
  type ItemUnequipRequest,
  type ItemUseRequest,
  type ItemUseResponse,
} from '@fc/shared';
import { useMutation, useQuery, useQueryClient } from '@fc/shared/query';
import { collectionKeys } from './query-keys';

export function useCardDetail(tokenId: string) {
  return useQuery({
    queryKey: collectionKeys.detail(tokenId),
    queryFn: ({ signal }) => callApi<CardDetailResponse, CardDetailRequest>(ApiPaths.cardDetail, { tokenId }, { signal }),
  });
}

/**
 * A growth call: the answer is the card as its page shows it, put in the cache at once; every answer of the remote
 * loads again (levels, ratings, items left, wearers and training eligibility change).
 */
function useGrowthCall<Body, Answer>(path: string, cardOf: (answer: Answer) => CardDetailResponse | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => callApi<Answer, Body>(path, body),
    onSuccess: (answer) => {
      const card = cardOf(answer);
      if (card) queryClient.setQueryData(collectionKeys.detail(card.card.tokenId), card);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.remote }),
  });
}

const itself = (answer: CardDetailResponse) => answer;

export const useAllocate = () => useGrowthCall<CardAllocateRequest, CardDetailResponse>(ApiPaths.cardAllocate, itself);
export const useAscend = () => useGrowthCall<CardAscendRequest, CardDetailResponse>(ApiPaths.cardAscend, itself);
export const useCamp = () => useGrowthCall<CardCampRequest, CardCampResponse>(ApiPaths.cardCamp, (answer) => answer.detail);
export const useEquip = () => useGrowthCall<ItemEquipRequest, CardDetailResponse>(ApiPaths.itemEquip, itself);
export const useUnequip = () => useGrowthCall<ItemUnequipRequest, CardDetailResponse>(ApiPaths.itemUnequip, itself);
export const useItem = () => useGrowthCall<ItemUseRequest, ItemUseResponse>(ApiPaths.itemUse, (answer) => answer.card);
