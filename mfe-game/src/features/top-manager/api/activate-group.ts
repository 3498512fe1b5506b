import { ApiPaths, callApi, type GameGroupRequest, type GameGroupResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

export function activateGroup(body: GameGroupRequest): Promise<GameGroupResponse> {
  return callApi<GameGroupResponse, GameGroupRequest>(ApiPaths.gameGroupActivate, body);
}

/** Makes a lineup the one that plays; the home and the lineups load again. */
export function useActivateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateGroup,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.home() }),
        queryClient.invalidateQueries({ queryKey: gameKeys.groups() }),
      ]);
    },
  });
}
