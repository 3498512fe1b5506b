import { ApiPaths, callApi, type AddressBookAddRequest, type AddressBookAddResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { withdrawKeys } from './keys';

export function addAddress(body: AddressBookAddRequest): Promise<AddressBookAddResponse> {
  return callApi<AddressBookAddResponse, AddressBookAddRequest>(ApiPaths.addressBookAdd, body);
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.addressBook() }) });
}
