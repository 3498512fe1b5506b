import { ApiPaths, callApi, type GetProfileRequest, type ProfileResponse } from '@fc/shared';
import { useQuery } from '../../../lib/use-query';

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return callApi<ProfileResponse, GetProfileRequest>(ApiPaths.getProfile, {}, { signal });
}

export function useProfileQuery() {
  return useQuery('profile', getProfile);
}
