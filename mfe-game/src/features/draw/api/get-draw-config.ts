import { ApiPaths, callApi, type DrawConfigResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { drawKeys } from './query-keys';

export function getDrawConfig(signal?: AbortSignal): Promise<DrawConfigResponse> {
  return callApi<DrawConfigResponse, Record<string, never>>(ApiPaths.drawConfig, {}, { signal });
}

/** The draw's price, rate and distribution; signed in, also the current commitment and the TMT balance. */
export function useDrawConfig(signedIn: boolean) {
  return useQuery({ queryKey: [...drawKeys.config(), signedIn], queryFn: ({ signal }) => getDrawConfig(signal) });
}
