import { ApiPaths, callApi, type RegisterRequest, type RegisterResponse, useMutation } from '@fc/shared';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callApi<RegisterResponse, RegisterRequest>(ApiPaths.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
