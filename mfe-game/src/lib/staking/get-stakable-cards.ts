import { ApiPaths, callApi, type CardMineRequest, type CardMineResponse, type CardSummary } from '@fc/shared';
import { MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { useQuery } from '@fc/shared/query';
import { stakingKeys } from './keys';

const REQUEST: CardMineRequest = { state: 'normal', sort: 'rarity', pageSize: MAX_CARD_PAGE_SIZE };

/**
 * My resting player cards (collectible and FP; trial cards rest in `trial`, so they are not here), rarest first: the
 * cards that may be staked, as far as the list can tell (a card that played today is refused by the server).
 */
export async function getStakableCards(signal?: AbortSignal): Promise<CardSummary[]> {
  const answer = await callApi<CardMineResponse, CardMineRequest>(ApiPaths.cardMine, REQUEST, { signal });
  return answer.list.filter((card) => (card.family === 'collectible' || card.family === 'fp') && card.rarity !== null);
}

export function useStakableCards(enabled: boolean) {
  return useQuery({ queryKey: stakingKeys.stakable(), queryFn: ({ signal }) => getStakableCards(signal), enabled });
}
