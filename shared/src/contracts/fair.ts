/**
 * Provably fair (issue 29, decision 0020): the caller's seed pair, setting the player seed, rotating, the history, and
 * the draw an outcome names. The scheme and its mapping per purpose are `@fc/shared/fair`; times are unix seconds.
 */
import { Type, type Static } from 'typebox';
import { FAIR_PURPOSES, FAIR_SEED_PATTERN, PLAYER_SEED_MAX_LENGTH, PLAYER_SEED_PATTERN } from '../fair';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { STRICT, StringEnum } from './schema';

const SeedSchema = Type.String({ pattern: FAIR_SEED_PATTERN });
const PlayerSeedSchema = Type.String({ pattern: PLAYER_SEED_PATTERN, minLength: 1, maxLength: PLAYER_SEED_MAX_LENGTH });

/** The pair the next action uses: the hash of its server seed (never the seed), the player seed and the next nonce. */
export const FairCurrentView = Type.Object({
  pairId: Type.Integer(),
  serverSeedHash: SeedSchema,
  /** The hash of the server seed the pair after this one will use, committed before any player seed is set for it. */
  nextServerSeedHash: SeedSchema,
  playerSeed: Type.String(),
  nextNonce: Type.Integer(),
});
export type FairCurrentView = Static<typeof FairCurrentView>;

export const FairPairView = Type.Object({
  pairId: Type.Integer(),
  serverSeedHash: SeedSchema,
  /** Null while the pair is current. */
  serverSeed: Type.Union([SeedSchema, Type.Null()]),
  playerSeed: Type.String(),
  /** Nonces 0 … noncesUsed − 1 were taken under the pair. */
  noncesUsed: Type.Integer(),
  current: Type.Boolean(),
  createdAt: Type.Integer(),
  rotatedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type FairPairView = Static<typeof FairPairView>;

/** What an outcome drawn under the scheme names, so that anyone holding the revealed server seed can recompute it. */
export const FairDrawView = Type.Object({
  pairId: Type.Integer(),
  nonce: Type.Integer(),
  purpose: StringEnum(FAIR_PURPOSES),
  serverSeedHash: SeedSchema,
  playerSeed: Type.String(),
  /** HMAC-SHA256(server seed, "playerSeed:nonce:purpose"), hex. */
  digest: SeedSchema,
});
export type FairDrawView = Static<typeof FairDrawView>;

/** Where an outcome's draw is, for an outcome whose digest is shown later (a training's, once finished). */
export const FairDrawRef = Type.Object({ pairId: Type.Integer(), nonce: Type.Integer(), purpose: StringEnum(FAIR_PURPOSES) });
export type FairDrawRef = Static<typeof FairDrawRef>;

export const FairCurrentResponse = Type.Object({ current: FairCurrentView });
export type FairCurrentResponse = Static<typeof FairCurrentResponse>;

export const FairPlayerSeedRequest = Type.Object({ playerSeed: PlayerSeedSchema }, STRICT);
export type FairPlayerSeedRequest = Static<typeof FairPlayerSeedRequest>;
export const FairPlayerSeedResponse = Type.Object({
  current: FairCurrentView,
  /** A pair that had taken nonces is not changed: it is rotated, revealed here, and the new seed starts a new pair. */
  revealed: Type.Union([FairPairView, Type.Null()]),
});
export type FairPlayerSeedResponse = Static<typeof FairPlayerSeedResponse>;

export const FairRotateRequest = Type.Object(
  {
    /** The new pair's player seed; the current one's when absent. */
    playerSeed: Type.Optional(PlayerSeedSchema),
  },
  STRICT,
);
export type FairRotateRequest = Static<typeof FairRotateRequest>;
export const FairRotateResponse = Type.Object({ revealed: FairPairView, current: FairCurrentView });
export type FairRotateResponse = Static<typeof FairRotateResponse>;

export const FairHistoryRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type FairHistoryRequest = Static<typeof FairHistoryRequest>;
export const FairHistoryResponse = Type.Object({
  list: Type.Array(FairPairView),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type FairHistoryResponse = Static<typeof FairHistoryResponse>;

/** One outcome drawn under the scheme, with everything a verifier needs; the server seed only once its pair is rotated. */
export const FairOutcomeView = Type.Object({
  pairId: Type.Integer(),
  nonce: Type.Integer(),
  purpose: StringEnum(FAIR_PURPOSES),
  /** What the outcome was (`open:<tokenId>` for an opening, the camp's or the training's reference…). */
  ref: Type.String(),
  serverSeedHash: SeedSchema,
  /** Null while the pair is current: rotating reveals it. */
  serverSeed: Type.Union([SeedSchema, Type.Null()]),
  playerSeed: Type.String(),
  /** HMAC-SHA256(server seed, "playerSeed:nonce:purpose"), hex: what the outcome was mapped from. */
  digest: SeedSchema,
  createdAt: Type.Integer(),
});
export type FairOutcomeView = Static<typeof FairOutcomeView>;

/** /fair/outcomes — the caller's outcomes under the scheme, newest first, for the verifier to pick from. */
export const FairOutcomesRequest = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type FairOutcomesRequest = Static<typeof FairOutcomesRequest>;
export const FairOutcomesResponse = Type.Object({
  list: Type.Array(FairOutcomeView),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type FairOutcomesResponse = Static<typeof FairOutcomesResponse>;
