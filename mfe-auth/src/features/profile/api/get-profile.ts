import { ApiPaths, callApi, useQuery, type GetProfileRequest, type ProfileResponse } from '@fc/shared';

export const profileQueryKey = ['account', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return callApi<ProfileResponse, GetProfileRequest>(ApiPaths.getProfile, {}, { signal });
}

export function useProfileQuery() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
