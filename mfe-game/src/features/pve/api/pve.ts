import { ApiPaths, callApi, type GameHomeResponse, type GamePlayedResponse, type GamePvePlayRequest, type GamePveResponse } from '@fc/shared';
import { useMutation, useQuery, useQueryClient } from '@fc/shared/query';
import { useGameHomePart } from '../../../lib/api/get-game-home';

export const pveKeys = {
  ladder: (signedIn: boolean) => ['game', 'pve', signedIn ? 'manager' : 'guest'] as const,
};

const managerTeam = (home: GameHomeResponse) => ({ teamRating: home.teamRating, energy: home.energy.energy });

/** The manager's team rating and energy, beside the ladder (from the TopManager home's cache entry). */
export function useManagerTeam(enabled: boolean) {
  return useGameHomePart(enabled, managerTeam);
}

export function getPve(signal?: AbortSignal): Promise<GamePveResponse> {
  return callApi<GamePveResponse, Record<string, never>>(ApiPaths.gamePve, {}, { signal });
}

/** The ladder: each stage's club, rating, first-win item and whether the caller has unlocked or cleared it. */
export function usePveLadder(signedIn: boolean) {
  return useQuery({ queryKey: pveKeys.ladder(signedIn), queryFn: ({ signal }) => getPve(signal) });
}

export function playPve(body: GamePvePlayRequest): Promise<GamePlayedResponse> {
  return callApi<GamePlayedResponse, GamePvePlayRequest>(ApiPaths.gamePvePlay, body);
}

/** Plays a stage now: the match is played on the server at once, the answer is its id. */
export function usePlayPve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playPve,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['game'] });
    },
  });
}
