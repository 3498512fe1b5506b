import { ApiPaths, callApi, type CardMineRequest, type CardMineResponse, type CardSummary } from '@fc/shared';
import { MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { useQuery } from '@fc/shared/query';
import { topPrizeKeys } from './query-keys';

/** The caller's player cards (collectible and FP, up to a page of each), from the collection's list (/card/mine). */
export async function getMyPlayerCards(signal?: AbortSignal): Promise<CardSummary[]> {
  const pages = await Promise.all(
    (['fp', 'collectible'] as const).map((family) => callApi<CardMineResponse, CardMineRequest>(ApiPaths.cardMine, { family, pageSize: MAX_CARD_PAGE_SIZE }, { signal })),
  );
  return pages.flatMap((page) => page.list);
}

export function useMyPlayerCards(enabled: boolean) {
  return useQuery({ queryKey: topPrizeKeys.myCards(), queryFn: ({ signal }) => getMyPlayerCards(signal), enabled });
}
