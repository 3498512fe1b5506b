import {
  ApiPaths,
  callApi,
  type FairCurrentResponse,
  type FairHistoryRequest,
  type FairHistoryResponse,
  type FairOutcomesRequest,
  type FairOutcomesResponse,
  type FairPlayerSeedRequest,
  type FairPlayerSeedResponse,
  type FairRotateRequest,
  type FairRotateResponse,
} from '@fc/shared';
import { useMutation, useQuery, useQueryClient } from '@fc/shared/query';
import { collectionKeys } from '../../../lib/api/query-keys';

/** The fair page's cached answers, under the remote's prefix. */
export const fairKeys = {
  all: [...collectionKeys.remote, 'fair'] as const,
  current: () => [...fairKeys.all, 'current'] as const,
  history: (request: FairHistoryRequest) => [...fairKeys.all, 'history', request] as const,
  outcomes: (request: FairOutcomesRequest) => [...fairKeys.all, 'outcomes', request] as const,
};

export function getFairCurrent(signal?: AbortSignal): Promise<FairCurrentResponse> {
  return callApi<FairCurrentResponse, Record<string, never>>(ApiPaths.fairCurrent, {}, { signal });
}

export function getFairHistory(body: FairHistoryRequest, signal?: AbortSignal): Promise<FairHistoryResponse> {
  return callApi<FairHistoryResponse, FairHistoryRequest>(ApiPaths.fairHistory, body, { signal });
}

export function getFairOutcomes(body: FairOutcomesRequest, signal?: AbortSignal): Promise<FairOutcomesResponse> {
  return callApi<FairOutcomesResponse, FairOutcomesRequest>(ApiPaths.fairOutcomes, body, { signal });
}

export function setPlayerSeed(body: FairPlayerSeedRequest): Promise<FairPlayerSeedResponse> {
  return callApi<FairPlayerSeedResponse, FairPlayerSeedRequest>(ApiPaths.fairPlayerSeed, body);
}

export function rotateSeedPair(body: FairRotateRequest): Promise<FairRotateResponse> {
  return callApi<FairRotateResponse, FairRotateRequest>(ApiPaths.fairRotate, body);
}

/** The pair the next action uses (asking for it makes the user's first pair, so its hash is shown before any action). */
export function useFairCurrent(enabled = true) {
  return useQuery({ queryKey: fairKeys.current(), queryFn: ({ signal }) => getFairCurrent(signal), enabled });
}

export function useFairHistory(request: FairHistoryRequest, enabled = true) {
  return useQuery({ queryKey: fairKeys.history(request), queryFn: ({ signal }) => getFairHistory(request, signal), enabled });
}

/** The caller's latest outcomes, for the verifier to pick from. */
export function useFairOutcomes(request: FairOutcomesRequest, enabled = true) {
  return useQuery({ queryKey: fairKeys.outcomes(request), queryFn: ({ signal }) => getFairOutcomes(request, signal), enabled });
}

/** Setting the player seed or rotating changes the current pair and the history: both load again. */
function useFairMutation<Body, Answer>(mutationFn: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: fairKeys.all }) });
}

export const useSetPlayerSeed = () => useFairMutation(setPlayerSeed);
export const useRotateSeedPair = () => useFairMutation(rotateSeedPair);
