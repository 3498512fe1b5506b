import { ApiPaths, callApi, type PackDetailRequest, type PackSeriesDetail } from '@fc/shared';
import { PACK_REFRESH_MS } from '@fc/shared/contracts/sales';
import { useQuery } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function getPackDetail(body: PackDetailRequest, signal?: AbortSignal): Promise<PackSeriesDetail> {
  return callApi<PackSeriesDetail, PackDetailRequest>(ApiPaths.packDetail, body, { signal });
}

/** One series, asked again every few seconds (supply left, the period's side effects). */
export function usePackDetail(seriesId: string) {
  return useQuery({ queryKey: packKeys.detail(seriesId), queryFn: ({ signal }) => getPackDetail({ seriesId }, signal), refetchInterval: PACK_REFRESH_MS });
}
