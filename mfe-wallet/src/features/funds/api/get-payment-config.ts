import { ApiPaths, callApi, type PaymentSdkConfigRequest, type PaymentSdkConfigResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { fundsKeys } from './query-keys';

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentSdkConfigResponse> {
  return callApi<PaymentSdkConfigResponse, PaymentSdkConfigRequest>(ApiPaths.paymentSdkConfig, {}, { signal });
}

/** The provider, its limits and quick amounts (/payPay/sdkConfig). */
export function usePaymentConfig() {
  return useQuery({ queryKey: fundsKeys.paymentConfig(), queryFn: ({ signal }) => getPaymentConfig(signal), staleTime: Infinity });
}
