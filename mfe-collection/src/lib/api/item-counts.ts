import { type CardSummary, type ItemKind } from '@fc/shared';
import { MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { useMyCards } from './get-my-cards';

/** The user's items: how many of each kind are free to use, and the equipment with who wears it. */
export function useMyItems() {
  const items = useMyCards({ family: 'item', pageSize: MAX_CARD_PAGE_SIZE });
  const list: CardSummary[] = items.data?.list ?? [];
  const free = (kind: ItemKind) => list.filter((item) => item.kind === kind && item.state === 'normal').length;
  return { ...items, list, free };
}
