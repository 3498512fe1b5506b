import type { CardMineRequest } from '@fc/shared';

/** The collection's cached answers, under one prefix: opening a pack (or any card change) refreshes them all. */
export const collectionKeys = {
  all: ['collection', 'cards'] as const,
  mine: (request: CardMineRequest) => [...collectionKeys.all, 'mine', request] as const,
  detail: (tokenId: string) => [...collectionKeys.all, 'detail', tokenId] as const,
};
