import { ApiPaths, callApi, type CardMineRequest, type CardMineResponse, type CardSummary } from '@fc/shared';
import { MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

function getMyCards(request: CardMineRequest, signal?: AbortSignal): Promise<CardMineResponse> {
  return callApi<CardMineResponse, CardMineRequest>(ApiPaths.cardMine, request, { signal });
}

/** The caller's player cards (collectible and FP, up to a page of each), from the collection's list (/card/mine). */
export async function getMyPlayerCards(signal?: AbortSignal): Promise<CardSummary[]> {
  const pages = await Promise.all((['fp', 'collectible'] as const).map((family) => getMyCards({ family, pageSize: MAX_CARD_PAGE_SIZE }, signal)));
  return pages.flatMap((page) => page.list);
}

export function useMyPlayerCards(enabled: boolean) {
  return useQuery({ queryKey: gameKeys.myCards.player(), queryFn: ({ signal }) => getMyPlayerCards(signal), enabled });
}

const STAKABLE: CardMineRequest = { state: 'normal', sort: 'rarity', pageSize: MAX_CARD_PAGE_SIZE };

/**
 * My resting player cards (collectible and FP; trial cards rest in `trial`, so they are not here), rarest first: the
 * cards that may be staked, as far as the list can tell (a card that played today is refused by the server).
 */
export async function getStakableCards(signal?: AbortSignal): Promise<CardSummary[]> {
  const answer = await getMyCards(STAKABLE, signal);
  return answer.list.filter((card) => (card.family === 'collectible' || card.family === 'fp') && card.rarity !== null);
}

export function useStakableCards(enabled: boolean) {
  return useQuery({ queryKey: gameKeys.myCards.stakable(), queryFn: ({ signal }) => getStakableCards(signal), enabled });
}
