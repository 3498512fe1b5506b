import type { PackCardRequest, PackCardsRequest } from '@fc/shared';

/** The pack sale's cached answers; a reservation or a purchase refreshes all of them. */
export const packKeys = {
  all: ['market', 'packs'] as const,
  list: () => [...packKeys.all, 'list'] as const,
  detail: (seriesId: string) => [...packKeys.all, 'detail', seriesId] as const,
  cards: (request: PackCardsRequest) => [...packKeys.all, 'cards', request] as const,
  card: (request: PackCardRequest) => [...packKeys.all, 'card', request] as const,
  pulls: (seriesId: string) => [...packKeys.all, 'pulls', seriesId] as const,
};
