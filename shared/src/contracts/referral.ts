/** Referral: /invitation/tables, info, list, rewardList, freezeReward, extractReward (SPEC.md §7; payloads ours). */
import { Type, type Static } from 'typebox';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** /invitation/tables — the rules: the inviter earns `rewardPer` TMT for every `consumedPer` TMT a friend consumes. */
export const InvitationTablesRequest = Type.Object({}, STRICT);
export type InvitationTablesRequest = Static<typeof InvitationTablesRequest>;
export const InvitationTablesResponse = Type.Object({
  currency: Type.Literal('TMT'),
  /** Base units. */
  consumedPer: AmountSchema,
  rewardPer: AmountSchema,
  /** How long a reward takes to release, linearly (seconds). */
  releaseS: Type.Integer(),
  /** The ledger reasons that count as consuming. */
  consumingReasons: Type.Array(Type.String()),
});
export type InvitationTablesResponse = Static<typeof InvitationTablesResponse>;

/** Frozen, released, extracted: the user's referral rewards in TMT base units. */
export const ReferralTotals = Type.Object({
  earned: AmountSchema,
  frozen: AmountSchema,
  /** Released and not yet extracted. */
  released: AmountSchema,
  extracted: AmountSchema,
});
export type ReferralTotals = Static<typeof ReferralTotals>;

/** /invitation/info — my code, my sign-up link, how many friends, what they consumed and what I earned. */
export const InvitationInfoRequest = Type.Object({}, STRICT);
export type InvitationInfoRequest = Static<typeof InvitationInfoRequest>;
export const InvitationInfoResponse = Type.Object({
  inviteCode: Type.String(),
  link: Type.String(),
  friends: Type.Integer(),
  /** What the friends consumed, TMT base units. */
  consumed: AmountSchema,
  totals: ReferralTotals,
});
export type InvitationInfoResponse = Static<typeof InvitationInfoResponse>;

/** /invitation/list — the friends I invited, newest first, e-mail masked. */
export const InvitationListRequest = Type.Object(Paging, STRICT);
export type InvitationListRequest = Static<typeof InvitationListRequest>;
export const InvitedFriend = Type.Object({
  email: Type.String(),
  /** Unix seconds. */
  joinedAt: Type.Integer(),
  consumed: AmountSchema,
  reward: AmountSchema,
});
export type InvitedFriend = Static<typeof InvitedFriend>;
export const InvitationListResponse = Type.Object({ list: Type.Array(InvitedFriend), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type InvitationListResponse = Static<typeof InvitationListResponse>;

/** /invitation/rewardList — the rewards earned, one per consumption of a friend, newest first. */
export const InvitationRewardListRequest = Type.Object(Paging, STRICT);
export type InvitationRewardListRequest = Static<typeof InvitationRewardListRequest>;
export const ReferralReward = Type.Object({
  email: Type.String(),
  consumed: AmountSchema,
  reward: AmountSchema,
  released: AmountSchema,
  /** Unix seconds. */
  createdAt: Type.Integer(),
  releasedAt: Type.Integer(),
});
export type ReferralReward = Static<typeof ReferralReward>;
export const InvitationRewardListResponse = Type.Object({ list: Type.Array(ReferralReward), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type InvitationRewardListResponse = Static<typeof InvitationRewardListResponse>;

/** /invitation/freezeReward — frozen vs released vs extracted. */
export const InvitationFreezeRewardRequest = Type.Object({}, STRICT);
export type InvitationFreezeRewardRequest = Static<typeof InvitationFreezeRewardRequest>;
export const InvitationFreezeRewardResponse = ReferralTotals;
export type InvitationFreezeRewardResponse = Static<typeof InvitationFreezeRewardResponse>;

/** /invitation/extractReward — moves what is released into the wallet (one ledger row); 0 when nothing is. */
export const InvitationExtractRewardRequest = Type.Object({}, STRICT);
export type InvitationExtractRewardRequest = Static<typeof InvitationExtractRewardRequest>;
export const InvitationExtractRewardResponse = Type.Object({ extracted: AmountSchema, totals: ReferralTotals });
export type InvitationExtractRewardResponse = Static<typeof InvitationExtractRewardResponse>;
