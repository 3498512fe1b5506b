import type { TrainingCardsRequest, TrainingListRequest } from '@fc/shared';
import { collectionKeys } from '../../../lib/api/query-keys';

/** The remote's cached answers start with this: a training changes cards, so a start refreshes all of them. */
export const REMOTE_KEY = collectionKeys.remote;

/** Training's cached answers, under the remote's prefix. */
export const trainingKeys = {
  all: [...REMOTE_KEY, 'training'] as const,
  cards: (request: TrainingCardsRequest) => [...trainingKeys.all, 'cards', request] as const,
  quote: (tokenId: string, partnerTokenId: string | undefined) => [...trainingKeys.all, 'quote', tokenId, partnerTokenId ?? null] as const,
  list: (request: TrainingListRequest) => [...trainingKeys.all, 'list', request] as const,
};
