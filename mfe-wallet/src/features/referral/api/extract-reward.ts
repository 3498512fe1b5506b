import { ApiPaths, callApi, type InvitationExtractRewardResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { referralKeys } from './referral-keys';

export function extractReward(): Promise<InvitationExtractRewardResponse> {
  return callApi<InvitationExtractRewardResponse, Record<string, never>>(ApiPaths.invitationExtractReward, {});
}

/** Moves the released rewards into the wallet; the totals and the navbar's balances load again. */
export function useExtractReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractReward,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
