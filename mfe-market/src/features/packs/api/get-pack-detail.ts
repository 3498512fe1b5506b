import { ApiPaths, callApi, type PackDetailRequest, type PackSeriesDetail } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { PACKS_FALLBACK_MS } from '../constants';
import { useFollowPacks } from './follow-packs';
import { packKeys } from './query-keys';

export function getPackDetail(body: PackDetailRequest, signal?: AbortSignal): Promise<PackSeriesDetail> {
  return callApi<PackSeriesDetail, PackDetailRequest>(ApiPaths.packDetail, body, { signal });
}

/** One series, kept fresh by the public stream (supply left, the drawing), else polled; its page asks again when a period ends. */
export function usePackDetail(seriesId: string) {
  const live = useFollowPacks();
  return useQuery({
    queryKey: packKeys.detail(seriesId),
    queryFn: ({ signal }) => getPackDetail({ seriesId }, signal),
    refetchInterval: live ? false : PACKS_FALLBACK_MS,
  });
}
