import { ApiPaths, callApi, type CardOpenRequest, type CardOpenResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { collectionKeys } from './query-keys';

export function openCard(body: CardOpenRequest): Promise<CardOpenResponse> {
  return callApi<CardOpenResponse, CardOpenRequest>(ApiPaths.cardOpen, body);
}

/** Opens a pack or a mystery box; the collection's lists load again (the box is gone, its cards are new). */
export function useOpenCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
