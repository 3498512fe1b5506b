import { ApiPaths, callApi, type ProfileResponse, type UseProfileRequest, useMutation } from '@fc/shared';

/** `/player/useProfile` saves any subset of the editable profile fields. */
export function saveProfile(body: UseProfileRequest): Promise<ProfileResponse> {
  return callApi<ProfileResponse, UseProfileRequest>(ApiPaths.useProfile, body);
}

export function useSaveProfile() {
  return useMutation({ mutationFn: saveProfile });
}
