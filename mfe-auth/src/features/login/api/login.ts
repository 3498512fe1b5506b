import { ApiPaths, callApi, type LoginRequest, type LoginResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return callApi<LoginResponse, LoginRequest>(ApiPaths.login, body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
