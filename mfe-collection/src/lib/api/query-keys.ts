import type { CardMineRequest } from '@fc/shared';

/** The collection's cached answers, under one prefix: opening a pack (or any card change) refreshes them all. */
export const collectionKeys = {
  /** Every cached answer of this remote: what changes cards (a training's start, a growth step) refreshes them all. */
  remote: ['collection'] as const,
  all: ['collection', 'cards'] as const,
  mine: (request: CardMineRequest) => [...collectionKeys.all, 'mine', request] as const,
  detail: (tokenId: string) => [...collectionKeys.all, 'detail', tokenId] as const,
};
