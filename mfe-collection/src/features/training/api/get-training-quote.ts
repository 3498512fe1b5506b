import { ApiPaths, callApi, type TrainingQuoteRequest, type TrainingQuoteResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { refetchWhenDue } from '../lib/refetch-when-due';
import { trainingKeys } from './query-keys';

export function getTrainingQuote(body: TrainingQuoteRequest, signal?: AbortSignal): Promise<TrainingQuoteResponse> {
  return callApi<TrainingQuoteResponse, TrainingQuoteRequest>(ApiPaths.trainingQuote, body, { signal });
}

/**
 * A card as a parent and, with a partner, the pair's costs and the child's odds; also the card's latest training,
 * asked again once that training is due, until the job has finished it.
 */
export function useTrainingQuote(tokenId: string, partnerTokenId?: string) {
  return useQuery({
    queryKey: trainingKeys.quote(tokenId, partnerTokenId),
    queryFn: ({ signal }) => getTrainingQuote(partnerTokenId ? { tokenId, partnerTokenId } : { tokenId }, signal),
    // Choosing another partner keeps the last quote shown until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: ({ state: { data, dataUpdatedAt } }) =>
      data?.latest && data.latest.state !== 'finished' ? refetchWhenDue([data.latest], { now: data.now, answeredAt: dataUpdatedAt }) : false,
  });
}
