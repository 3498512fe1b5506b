import { ApiPaths, callApi, type PackCardRequest, type PackCardResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function getPackCard(body: PackCardRequest, signal?: AbortSignal): Promise<PackCardResponse> {
  return callApi<PackCardResponse, PackCardRequest>(ApiPaths.packCard, body, { signal });
}

/** A card of a pack: the player, and per rarity its supply, how many were pulled and the odds. */
export function usePackCard(request: PackCardRequest) {
  return useQuery({ queryKey: packKeys.card(request), queryFn: ({ signal }) => getPackCard(request, signal) });
}
