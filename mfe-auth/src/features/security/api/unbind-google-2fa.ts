import { ApiPaths, callApi, type GoogleStatusResponse, type UnbindGoogle2FARequest } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function unbindGoogle2FA(body: UnbindGoogle2FARequest): Promise<GoogleStatusResponse> {
  return callApi<GoogleStatusResponse, UnbindGoogle2FARequest>(ApiPaths.unbindGoogle2FA, body);
}

export function useUnbindGoogle2FA() {
  return useMutation({ mutationFn: unbindGoogle2FA });
}
