import { ApiPaths, callApi, type TrainingCardsRequest, type TrainingCardsResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { trainingKeys } from './query-keys';

export function getTrainingCards(body: TrainingCardsRequest, signal?: AbortSignal): Promise<TrainingCardsResponse> {
  return callApi<TrainingCardsResponse, TrainingCardsRequest>(ApiPaths.trainingCards, body, { signal });
}

/** The user's FP cards as parents: those that can train first, the others with the reason. */
export function useTrainingCards(request: TrainingCardsRequest, enabled = true) {
  return useQuery({
    queryKey: trainingKeys.cards(request),
    queryFn: ({ signal }) => getTrainingCards(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
