import { ApiPaths, callApi, type BuyTmtOrderRequest, type CheckoutResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';
import { redirectTo } from '../../../lib/redirect';

export function startBuyTmt(body: BuyTmtOrderRequest): Promise<CheckoutResponse> {
  return callApi<CheckoutResponse, BuyTmtOrderRequest>(ApiPaths.buyTmtOrder, body);
}

/** Creates the buy-TMT order and goes to the provider's checkout. */
export function useStartBuyTmt() {
  return useMutation({ mutationFn: startBuyTmt, onSuccess: ({ redirectUrl }) => redirectTo(redirectUrl) });
}
