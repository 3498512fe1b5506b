import { ApiPaths, callApi, type RegisterRequest, type RegisterResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callApi<RegisterResponse, RegisterRequest>(ApiPaths.register, body);
}

export function useRegister() {
  return useMutation(register);
}
