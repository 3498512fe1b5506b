import { ApiPaths, callApi, type OrdersRequest, type OrdersResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { orderKeys } from './query-keys';

export function getOrders(request: OrdersRequest, signal?: AbortSignal): Promise<OrdersResponse> {
  return callApi<OrdersResponse, OrdersRequest>(ApiPaths.orders, request, { signal });
}

export function useOrders(request: OrdersRequest) {
  return useQuery({ queryKey: orderKeys.list(request), queryFn: ({ signal }) => getOrders(request, signal), placeholderData: keepPreviousData });
}
