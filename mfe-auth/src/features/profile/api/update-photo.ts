import { ApiPaths, callApi, type UpdatePhotoRequest, type UpdatePhotoResponse, useMutation } from '@fc/shared';

/** `/setting/updatePhoto` changes the account's photo (one of AVATARS), the picture the navbar shows. */
export function updatePhoto(body: UpdatePhotoRequest): Promise<UpdatePhotoResponse> {
  return callApi<UpdatePhotoResponse, UpdatePhotoRequest>(ApiPaths.updatePhoto, body);
}

export function useUpdatePhoto() {
  return useMutation({ mutationFn: updatePhoto });
}
