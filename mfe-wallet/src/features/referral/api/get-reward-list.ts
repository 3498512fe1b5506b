import { ApiPaths, callApi, type InvitationRewardListRequest, type InvitationRewardListResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { referralKeys } from './referral-keys';

export function getRewardList(body: InvitationRewardListRequest, signal?: AbortSignal): Promise<InvitationRewardListResponse> {
  return callApi<InvitationRewardListResponse, InvitationRewardListRequest>(ApiPaths.invitationRewardList, body, { signal });
}

export function useRewardList(page: number) {
  return useQuery({ queryKey: [...referralKeys.all, 'rewards', page], queryFn: ({ signal }) => getRewardList({ page }, signal) });
}
