import { ApiPaths, callApi, type CheckoutResponse, type InitCapsOrderRequest } from '@fc/shared';
import { useMutation } from '@fc/shared/query';
import { redirectTo } from '../../../lib/redirect';

export function retryPayment(body: InitCapsOrderRequest): Promise<CheckoutResponse> {
  return callApi<CheckoutResponse, InitCapsOrderRequest>(ApiPaths.initCapsOrder, body);
}

/** Pays an open order again: a new checkout at the provider. */
export function useRetryPayment() {
  return useMutation({ mutationFn: retryPayment, onSuccess: ({ redirectUrl }) => redirectTo(redirectUrl) });
}
