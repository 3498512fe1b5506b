import { ApiPaths, callApi, type CheckoutResponse, type PackOrderRequest } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { redirectTo } from '../../../lib/redirect';
import { packKeys } from './query-keys';

export function orderPacks(body: PackOrderRequest): Promise<CheckoutResponse> {
  return callApi<CheckoutResponse, PackOrderRequest>(ApiPaths.packInitSdkOrder, body);
}

/** Orders packs paid by card (they are held meanwhile) and leaves for the provider's checkout, which comes back to the order. */
export function useOrderPacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderPacks,
    onSuccess: (checkout) => redirectTo(checkout.redirectUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packKeys.all }),
  });
}
