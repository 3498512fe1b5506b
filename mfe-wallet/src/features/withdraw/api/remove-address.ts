import { ApiPaths, callApi, type AddressBookRemoveRequest, type AddressBookRemoveResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { withdrawKeys } from './keys';

export function removeAddress(id: string): Promise<AddressBookRemoveResponse> {
  return callApi<AddressBookRemoveResponse, AddressBookRemoveRequest>(ApiPaths.addressBookRemove, { id });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.addressBook() }) });
}
