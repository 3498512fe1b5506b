import { ApiPaths, callApi, type LoginRequest, type LoginResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return callApi<LoginResponse, LoginRequest>(ApiPaths.login, body);
}

export function useLogin() {
  return useMutation(login);
}
