import {
  ApiPaths,
  callApi,
  type GameClubsRequest,
  type GameClubsResponse,
  type GamePvpCancelRequest,
  type GamePvpChallengeRequest,
  type GamePvpChallengeResponse,
  type GamePvpRespondRequest,
  type GamePvpRespondResponse,
  type GamePvpResponse,
} from '@fc/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fc/shared/query';

export const pvpKeys = {
  all: ['game', 'pvp'] as const,
  challenges: () => [...pvpKeys.all, 'challenges'] as const,
  clubs: (q: string) => [...pvpKeys.all, 'clubs', q] as const,
};

export function getPvp(signal?: AbortSignal): Promise<GamePvpResponse> {
  return callApi<GamePvpResponse, Record<string, never>>(ApiPaths.gamePvp, {}, { signal });
}

/** The caller's challenges: incoming and outgoing still open, and the last ones answered. */
export function usePvp(enabled: boolean) {
  return useQuery({ queryKey: pvpKeys.challenges(), queryFn: ({ signal }) => getPvp(signal), enabled });
}

/** Clubs whose name contains `q` (at least 2 characters typed), for the challenge form's suggestions. */
export function useClubSearch(q: string) {
  return useQuery({
    queryKey: pvpKeys.clubs(q),
    queryFn: ({ signal }) => callApi<GameClubsResponse, GameClubsRequest>(ApiPaths.gameClubs, { q }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

function useRefreshingMutation<TBody, TAnswer>(mutationFn: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: pvpKeys.challenges() });
    },
  });
}

export const useChallenge = () =>
  useRefreshingMutation((body: GamePvpChallengeRequest) =>
    callApi<GamePvpChallengeResponse, GamePvpChallengeRequest>(ApiPaths.gamePvpChallenge, body),
  );
export const useRespond = () =>
  useRefreshingMutation((body: GamePvpRespondRequest) => callApi<GamePvpRespondResponse, GamePvpRespondRequest>(ApiPaths.gamePvpRespond, body));
export const useCancelChallenge = () =>
  useRefreshingMutation((body: GamePvpCancelRequest) => callApi<GamePvpChallengeResponse, GamePvpCancelRequest>(ApiPaths.gamePvpCancel, body));
