import {
  maskEmail,
  paths,
  type InvitationExtractRewardResponse,
  type InvitationInfoResponse,
  type InvitationListRequest,
  type InvitationListResponse,
  type InvitationRewardListRequest,
  type InvitationRewardListResponse,
  type InvitationTablesResponse,
  type ReferralTotals,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { createGrantsService, releasedAt } from '../grants';
import { REFERRAL_CONSUMED_PER, REFERRAL_CONSUMING_REASONS, REFERRAL_CURRENCY, REFERRAL_RELEASE_S, REFERRAL_REWARD_PER } from './constants';
import * as repo from './repository';

const DEFAULT_PAGE_SIZE = 20;

function paging(request: { page?: number; pageSize?: number }) {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

async function totals(db: Executor, userId: number, now: Date): Promise<ReferralTotals> {
  let earned = 0n;
  let released = 0n;
  let extracted = 0n;
  for (const grant of await repo.referralGrants(db, userId)) {
    earned += grant.amount;
    released += releasedAt(grant, now);
    extracted += grant.claimed;
  }
  return { earned: earned.toString(), frozen: (earned - released).toString(), released: (released - extracted).toString(), extracted: extracted.toString() };
}

export function createReferralService(deps: { db: Database; now: () => Date; publicUrl: string }) {
  const { db, now, publicUrl } = deps;
  const grants = createGrantsService({ db, now });
  return {
    tables(): InvitationTablesResponse {
      return {
        currency: REFERRAL_CURRENCY,
        consumedPer: REFERRAL_CONSUMED_PER.toString(),
        rewardPer: REFERRAL_REWARD_PER.toString(),
        releaseS: REFERRAL_RELEASE_S,
        consumingReasons: [...REFERRAL_CONSUMING_REASONS],
      };
    },

    async info(userId: number): Promise<InvitationInfoResponse> {
      const inviteCode = await repo.inviteCodeOf(db, userId);
      if (inviteCode === null) throw new AppError('SESSION_INVALID');
      const summary = await repo.friendsSummary(db, userId);
      return {
        inviteCode,
        link: `${publicUrl}${paths.signup(inviteCode)}`,
        friends: summary.friends,
        consumed: summary.consumed.toString(),
        totals: await totals(db, userId, now()),
      };
    },

    async list(userId: number, request: InvitationListRequest): Promise<InvitationListResponse> {
      const { page, pageSize, offset } = paging(request);
      const { total, rows } = await repo.friendsPage(db, userId, offset, pageSize);
      return {
        list: rows.map((row) => ({
          email: maskEmail(row.email),
          joinedAt: unixSeconds(row.joinedAt ?? row.createdAt),
          consumed: (row.consumed ?? 0n).toString(),
          reward: (row.rewarded ?? 0n).toString(),
        })),
        total,
        page,
        pageSize,
      };
    },

    async rewardList(userId: number, request: InvitationRewardListRequest): Promise<InvitationRewardListResponse> {
      const { page, pageSize, offset } = paging(request);
      const at = now();
      const { total, rows } = await repo.rewardsPage(db, userId, offset, pageSize);
      return {
        list: rows.map((row) => ({
          email: maskEmail(row.email),
          consumed: row.consumed.toString(),
          reward: row.reward.toString(),
          released: releasedAt(row.grant, at).toString(),
          createdAt: unixSeconds(row.createdAt),
          releasedAt: unixSeconds(row.grant.startsAt) + row.grant.durationS,
        })),
        total,
        page,
        pageSize,
      };
    },

    async freezeReward(userId: number): Promise<ReferralTotals> {
      return totals(db, userId, now());
    },

    /** The claim center's claim for source `referral`: what is released moves into the wallet as one ledger row. */
    async extractReward(userId: number): Promise<InvitationExtractRewardResponse> {
      const { claimed } = await grants.claim(userId, 'referral');
      return { extracted: claimed[REFERRAL_CURRENCY] ?? '0', totals: await totals(db, userId, now()) };
    },
  };
}
