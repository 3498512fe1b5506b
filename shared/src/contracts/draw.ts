/**
 * The draw's calls (issue 14; DOMAIN.md "Staking, airdrop, draw"): its public config with the caller's current
 * provably fair pair (issue 29, decision 0020), a draw and the caller's history. Amounts are base units as decimal strings; times are unix seconds.
 */
import { Type, type Static } from 'typebox';
import { DRAW_SEED_PATTERN } from './draw-constants';
import { FairCurrentView, FairDrawView } from './fair';
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

/** A draw under the provably fair scheme: what it took and its digest; the server seed once the pair is rotated. */
export const DrawFairView = Type.Object({
  ...FairDrawView.properties,
  /** Null while the pair is current (never revealed before rotating). */
  serverSeed: Type.Union([SeedSchema, Type.Null()]),
});
export type DrawFairView = Static<typeof DrawFairView>;

/** A draw from before the one scheme: its own server seed, revealed with it, and the commitment shown before it. */
export const DrawLegacyView = Type.Object({ nonce: Type.Integer(), seed: SeedSchema, seedHash: SeedSchema });
export type DrawLegacyView = Static<typeof DrawLegacyView>;

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
  /** The caller's current fair pair (what /fair/current answers), which the next draw uses; null for a guest. */
  commitment: Type.Union([FairCurrentView, Type.Null()]),
  /** The caller's TMT balance; null for a guest. */
  balance: Type.Union([AmountSchema, Type.Null()]),
  now: Type.Integer(),
});
export type DrawConfigResponse = Static<typeof DrawConfigResponse>;

export const DrawView = Type.Object({
  drawId: Type.String(),
  /** Exactly one of `fair` (a draw under the provably fair scheme) and `legacy` (one from before it) is set. */
  fair: Type.Union([DrawFairView, Type.Null()]),
  legacy: Type.Union([DrawLegacyView, Type.Null()]),
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
  /** The caller's current fair pair after the draw. */
  commitment: FairCurrentView,
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
