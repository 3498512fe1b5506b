import { ApiPaths, callApi, type PackReserveRequest, type PackReserveResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function reservePacks(body: PackReserveRequest): Promise<PackReserveResponse> {
  return callApi<PackReserveResponse, PackReserveRequest>(ApiPaths.packReserve, body);
}

/** Reserves packs of a series; the series is asked again. */
export function useReservePacks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reservePacks, onSettled: () => queryClient.invalidateQueries({ queryKey: packKeys.all }) });
}
