import { ApiPaths, callApi, type GameGroupResponse, type GameGroupSaveRequest } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';
import { topManagerKeys } from './query-keys';

export function saveGroup(body: GameGroupSaveRequest): Promise<GameGroupResponse> {
  return callApi<GameGroupResponse, GameGroupSaveRequest>(ApiPaths.gameGroupSave, body);
}

/** Creates or replaces a lineup; the home, the lineups and the squad (cards' groups) load again. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: ({ group }) => queryClient.setQueryData<GameGroupResponse>(topManagerKeys.group(group.groupId), { group }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.home() }),
        queryClient.invalidateQueries({ queryKey: gameKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: gameKeys.squad() }),
      ]);
    },
  });
}
