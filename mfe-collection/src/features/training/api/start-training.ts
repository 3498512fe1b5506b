import { ApiPaths, callApi, type TrainingStartRequest, type TrainingStartResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { REMOTE_KEY } from './query-keys';

export function startTraining(body: TrainingStartRequest): Promise<TrainingStartResponse> {
  return callApi<TrainingStartResponse, TrainingStartRequest>(ApiPaths.trainingStart, body);
}

/** Pays and starts a training; the collection (both cards change state), trainings and the navbar's balances reload. */
export function useStartTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTraining,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REMOTE_KEY }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
