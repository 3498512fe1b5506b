import { ApiPaths, callApi, type LoginRequest, type LoginResponse, useMutation } from '@fc/shared';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return callApi<LoginResponse, LoginRequest>(ApiPaths.login, body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
