import type { PackListResponse, PackSeriesDetail, PublicLiveEvent } from '@fc/shared';
import { refetchSoon, usePublicLive, usePublicLiveEvent, usePublicLiveUp } from '@fc/shared/live';
import { useQueryClient, type QueryClient } from '@fc/shared/query';
import { packKeys } from './query-keys';

/** The detail shows the draw's winners and the revealed seed: a draw or a reveal it does not show yet means asking again. */
function misses(detail: PackSeriesDetail, event: PublicLiveEvent<'packs'>): boolean {
  return (event.revealed && detail.seed === null) || (event.drawn && detail.entries.some((entry) => entry.won === null));
}

/** A series' supply left, into the list and its detail; its drawing's results are asked for. */
export function applyPacksEvent(client: QueryClient, { seriesId, left, supply, ...event }: PublicLiveEvent<'packs'>): void {
  client.setQueryData<PackListResponse>(packKeys.list(), (answer) =>
    answer ? { ...answer, list: answer.list.map((series) => (series.seriesId === seriesId ? { ...series, left, supply } : series)) } : answer,
  );
  const detail = client.getQueryData<PackSeriesDetail>(packKeys.detail(seriesId));
  if (!detail) return;
  client.setQueryData<PackSeriesDetail>(packKeys.detail(seriesId), { ...detail, left, supply });
  if (misses(detail, { seriesId, left, supply, ...event })) refetchSoon(client, packKeys.detail(seriesId));
}

/** Every (re)connection may have missed events: the list and the details are asked again. */
export function refetchFollowedPacks(client: QueryClient): void {
  refetchSoon(client, packKeys.list(), { joinFetching: true });
  refetchSoon(client, [...packKeys.all, 'detail'], { joinFetching: true });
}

/** Follows the public stream while a packs page shows; says whether it is up, so the page polls only while it is not. */
export function useFollowPacks(): boolean {
  const client = useQueryClient();
  usePublicLive();
  usePublicLiveEvent('packs', (event) => applyPacksEvent(client, event));
  usePublicLiveEvent('hello', () => refetchFollowedPacks(client));
  return usePublicLiveUp();
}
