import { ApiPaths, callApi, type MarketSellRequest, type MarketSellResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { collectionKeys } from '../../../lib/api/query-keys';

export function sellCard(body: MarketSellRequest): Promise<MarketSellResponse> {
  return callApi<MarketSellResponse, MarketSellRequest>(ApiPaths.marketSell, body);
}

/**
 * Lists a card, pack or box; every answer of the remote loads again (the card is `listed` now). The reload is not
 * awaited: the caller's `onSuccess` must see the listing before the card's page, reloaded as `listed`, replaces the
 * form it was called from (react-query drops a `mutate` callback whose component is gone).
 */
export function useSellCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellCard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.remote });
    },
  });
}
