import { ApiPaths, callApi, type InvitationTablesResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { referralKeys } from './referral-keys';

export function getInvitationTables(signal?: AbortSignal): Promise<InvitationTablesResponse> {
  return callApi<InvitationTablesResponse, Record<string, never>>(ApiPaths.invitationTables, {}, { signal });
}

export function useInvitationTables() {
  return useQuery({ queryKey: [...referralKeys.all, 'tables'], queryFn: ({ signal }) => getInvitationTables(signal), staleTime: Infinity });
}
