import { ApiPaths, callApi, type GetProfileRequest, type ProfileResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';

export const profileQueryKey = ['account', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return callApi<ProfileResponse, GetProfileRequest>(ApiPaths.getProfile, {}, { signal });
}

export function useProfileQuery() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
