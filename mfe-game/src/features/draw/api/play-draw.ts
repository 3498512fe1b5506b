import { ApiPaths, callApi, type DrawConfigResponse, type DrawPlayRequest, type DrawPlayResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { drawKeys } from './query-keys';

export function playDraw(request: DrawPlayRequest): Promise<DrawPlayResponse> {
  return callApi<DrawPlayResponse, DrawPlayRequest>(ApiPaths.drawPlay, request);
}

/** Draws once: the page shows the next commitment and the balance at once; the history and the navbar reload. */
export function usePlayDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playDraw,
    onSuccess: ({ commitment, balance }) => {
      queryClient.setQueriesData<DrawConfigResponse>({ queryKey: drawKeys.config() }, (config) => (config ? { ...config, commitment, balance } : config));
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...drawKeys.all, 'history'] }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
