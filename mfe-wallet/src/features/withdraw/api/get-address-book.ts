import { ApiPaths, callApi, type AddressBookRequest, type AddressBookResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { withdrawKeys } from './keys';

export function getAddressBook(signal?: AbortSignal): Promise<AddressBookResponse> {
  return callApi<AddressBookResponse, AddressBookRequest>(ApiPaths.addressBook, {}, { signal });
}

/** Every saved address, all networks. */
export function useAddressBook() {
  return useQuery({ queryKey: withdrawKeys.addressBook(), queryFn: ({ signal }) => getAddressBook(signal) });
}
