import { ApiPaths, callApi, type ProfileResponse, type UseProfileRequest } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

/** `/player/useProfile` saves any subset of the editable profile fields. */
export function saveProfile(body: UseProfileRequest): Promise<ProfileResponse> {
  return callApi<ProfileResponse, UseProfileRequest>(ApiPaths.useProfile, body);
}

export function useSaveProfile() {
  return useMutation({ mutationFn: saveProfile });
}
