import { ApiPaths, callApi, type RegisterRequest, type RegisterResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callApi<RegisterResponse, RegisterRequest>(ApiPaths.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
