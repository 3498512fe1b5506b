import { ApiPaths, callApi, type InvitationInfoResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { referralKeys } from './referral-keys';

export function getInvitationInfo(signal?: AbortSignal): Promise<InvitationInfoResponse> {
  return callApi<InvitationInfoResponse, Record<string, never>>(ApiPaths.invitationInfo, {}, { signal });
}

export function useInvitationInfo() {
  return useQuery({ queryKey: [...referralKeys.all, 'info'], queryFn: ({ signal }) => getInvitationInfo(signal) });
}
