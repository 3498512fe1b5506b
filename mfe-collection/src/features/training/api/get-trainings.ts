import { ApiPaths, callApi, type TrainingListRequest, type TrainingListResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { refetchWhenDue } from '../lib/refetch-when-due';
import { trainingKeys } from './query-keys';

export function getTrainings(body: TrainingListRequest, signal?: AbortSignal): Promise<TrainingListResponse> {
  return callApi<TrainingListResponse, TrainingListRequest>(ApiPaths.trainingList, body, { signal });
}

/** The user's trainings, newest first; asked again when a running one is due, until the job has finished it. */
export function useTrainings(request: TrainingListRequest, enabled = true) {
  return useQuery({
    queryKey: trainingKeys.list(request),
    queryFn: ({ signal }) => getTrainings(request, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: ({ state: { data, dataUpdatedAt } }) =>
      data ? refetchWhenDue(data.list.filter((training) => training.state !== 'finished'), { now: data.now, answeredAt: dataUpdatedAt }) : false,
  });
}
