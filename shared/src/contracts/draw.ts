/**
 * The draw's calls (issue 14; DOMAIN.md "Staking, airdrop, draw"): its public config with the caller's commitment,
 * a draw (commit–reveal) and the caller's history. Amounts are base units as decimal strings; times are unix seconds.
 */
import { Type, type Static } from 'typebox';
import { DRAW_SEED_PATTERN } from './draw-constants';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT } from './schema';
import { REQUEST_ID_PATTERN } from './withdrawals-constants';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const SeedSchema = Type.String({ pattern: DRAW_SEED_PATTERN });

export const DrawTierView = Type.Object({
  multiplierBp: Type.Integer(),
  /** Parts per `weightTotal`. */
  weight: Type.Integer(),
  /** The GOAL reward of the tier. */
  reward: AmountSchema,
});
export type DrawTierView = Static<typeof DrawTierView>;

/** The caller's current commitment: the hash of the seed the next draw uses, shown before drawing. */
export const DrawCommitmentView = Type.Object({ seedHash: SeedSchema, nonce: Type.Integer() });
export type DrawCommitmentView = Static<typeof DrawCommitmentView>;

export const DrawConfigResponse = Type.Object({
  /** TMT. */
  price: AmountSchema,
  /** The published rate: `rateGoal` GOAL base units per `rateTmt` TMT base units. */
  rateGoal: AmountSchema,
  rateTmt: AmountSchema,
  tiers: Type.Array(DrawTierView),
  weightTotal: Type.Integer(),
  /** The mean multiplier. */
  meanBp: Type.Integer(),
  inviterShareBp: Type.Integer(),
  releaseS: Type.Integer(),
  /** Null for a guest. */
  commitment: Type.Union([DrawCommitmentView, Type.Null()]),
  /** The caller's TMT balance; null for a guest. */
  balance: Type.Union([AmountSchema, Type.Null()]),
  now: Type.Integer(),
});
export type DrawConfigResponse = Static<typeof DrawConfigResponse>;

export const DrawView = Type.Object({
  drawId: Type.String(),
  nonce: Type.Integer(),
  /** The revealed server seed and the commitment shown before the draw. */
  seed: SeedSchema,
  seedHash: SeedSchema,
  tier: Type.Integer(),
  multiplierBp: Type.Integer(),
  /** TMT paid. */
  price: AmountSchema,
  /** GOAL granted, released over `releaseS`. */
  reward: AmountSchema,
  createdAt: Type.Integer(),
});
export type DrawView = Static<typeof DrawView>;

export const DrawPlayRequest = Type.Object(
  {
    /** A retry with the same id answers the first draw and pays nothing more. */
    requestId: Type.Optional(Type.String({ pattern: REQUEST_ID_PATTERN })),
  },
  STRICT,
);
export type DrawPlayRequest = Static<typeof DrawPlayRequest>;
export const DrawPlayResponse = Type.Object({
  draw: DrawView,
  /** The next draw's commitment. */
  commitment: DrawCommitmentView,
  /** TMT left. */
  balance: AmountSchema,
});
export type DrawPlayResponse = Static<typeof DrawPlayResponse>;

export const DrawHistoryRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type DrawHistoryRequest = Static<typeof DrawHistoryRequest>;
export const DrawHistoryResponse = Type.Object({
  list: Type.Array(DrawView),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DrawHistoryResponse = Static<typeof DrawHistoryResponse>;
