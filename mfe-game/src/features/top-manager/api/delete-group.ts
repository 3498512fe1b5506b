import { ApiPaths, callApi, type GameGroupRequest, type GameGroupsResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

export function deleteGroup(body: GameGroupRequest): Promise<GameGroupsResponse> {
  return callApi<GameGroupsResponse, GameGroupRequest>(ApiPaths.gameGroupDelete, body);
}

/** Deletes a lineup: the answer is the lineups left; the home (active lineup, rating) loads again. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (groups) => queryClient.setQueryData(gameKeys.groups(), groups),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKeys.home() });
    },
  });
}
