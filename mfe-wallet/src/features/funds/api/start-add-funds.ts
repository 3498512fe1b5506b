import { ApiPaths, callApi, type CheckoutResponse, type InitSdkOrderRequest } from '@fc/shared';
import { useMutation } from '@fc/shared/query';
import { redirectTo } from '../../../lib/redirect';

export function startAddFunds(body: InitSdkOrderRequest): Promise<CheckoutResponse> {
  return callApi<CheckoutResponse, InitSdkOrderRequest>(ApiPaths.initSdkOrder, body);
}

/** Creates the add-funds order and goes to the provider's checkout. */
export function useStartAddFunds() {
  return useMutation({ mutationFn: startAddFunds, onSuccess: ({ redirectUrl }) => redirectTo(redirectUrl) });
}
