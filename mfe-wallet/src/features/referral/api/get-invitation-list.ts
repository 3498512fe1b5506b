import { ApiPaths, callApi, type InvitationListRequest, type InvitationListResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { referralKeys } from './referral-keys';

export function getInvitationList(body: InvitationListRequest, signal?: AbortSignal): Promise<InvitationListResponse> {
  return callApi<InvitationListResponse, InvitationListRequest>(ApiPaths.invitationList, body, { signal });
}

export function useInvitationList(page: number) {
  return useQuery({ queryKey: [...referralKeys.all, 'friends', page], queryFn: ({ signal }) => getInvitationList({ page }, signal) });
}
