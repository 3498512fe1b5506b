import { ApiPaths, callApi, type UpdatePhotoRequest, type UpdatePhotoResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

/** `/setting/updatePhoto` changes the account's photo (one of AVATARS), the picture the navbar shows. */
export function updatePhoto(body: UpdatePhotoRequest): Promise<UpdatePhotoResponse> {
  return callApi<UpdatePhotoResponse, UpdatePhotoRequest>(ApiPaths.updatePhoto, body);
}

export function useUpdatePhoto() {
  return useMutation({ mutationFn: updatePhoto });
}
