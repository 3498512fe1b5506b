/** Training (mint): /training/cards, /training/quote, /training/start, /training/list (our paths: SPEC.md shows none). */
import { Type, type Static } from 'typebox';
import { RARITIES } from './cards-constants';
import { CardSummary, TokenId } from './cards';
import { ErrorCode, type ErrorCodeName } from './error-codes';
import { FairDrawRef } from './fair';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

/** A training's states (SPEC §4): paid and started, in progress (the job runner took it up), finished (the box delivered). */
export const TRAINING_STATES = ['started', 'in_progress', 'finished'] as const;
export type TrainingState = (typeof TRAINING_STATES)[number];

/** Most cards /training/cards answers per page. [ours] */
export const MAX_TRAINING_CARDS_PAGE_SIZE = 100;

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const ERROR_CODE_NAMES = Object.keys(ErrorCode) as [ErrorCodeName, ...ErrorCodeName[]];
/** Why a card cannot train now: a result code's name (the `errors` namespace has its text). */
const Refusal = Type.Union([StringEnum(ERROR_CODE_NAMES), Type.Null()]);

/** One rarity the child may have and its chance in basis points (of 10,000); the list sums to 10,000. */
export const RarityChance = Type.Object({ rarity: StringEnum(RARITIES), chance: Type.Integer({ minimum: 0, maximum: 10_000 }) });
export type RarityChance = Static<typeof RarityChance>;

/** A card's next training: which one it is (k = mint count + 1), the level it needs and its cost in TMT base units. */
export const TrainingStep = Type.Object({ k: Type.Integer(), level: Type.Integer(), cost: AmountSchema });
export type TrainingStep = Static<typeof TrainingStep>;

/** An FP card as a parent: how often it trained, how often it may, its next training, and why it cannot train now. */
export const TrainingCard = Type.Object({
  card: CardSummary,
  mintCount: Type.Integer(),
  mintLimit: Type.Integer(),
  /** Null when it has no training left. */
  next: Type.Union([TrainingStep, Type.Null()]),
  /** Null when it can train now. */
  refusal: Refusal,
});
export type TrainingCard = Static<typeof TrainingCard>;

export const TrainingParent = Type.Object({
  card: CardSummary,
  /** Which training of this card it is (1…7). */
  k: Type.Integer(),
  /** TMT base units paid for this parent. */
  cost: AmountSchema,
});
export type TrainingParent = Static<typeof TrainingParent>;

export const TrainingView = Type.Object({
  id: Type.String(),
  state: StringEnum(TRAINING_STATES),
  parents: Type.Array(TrainingParent, { minItems: 2, maxItems: 2 }),
  /** The odds the child's rarity is drawn with, shown before paying and kept with the training. */
  odds: Type.Array(RarityChance),
  /** Unix seconds. */
  startedAt: Type.Integer(),
  finishesAt: Type.Integer(),
  finishedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** SHA-256 of the server seed (hex), shown from the start; the seed itself once finished. */
  seedHash: Type.String(),
  /**
   * The training's provably fair digest (hex), the child's rarity `trainingChildRarity(seed, odds)` of @fc/shared/fair
   * (a training started before the scheme: the odds' pick at HMAC-SHA256(seed, 0)).
   */
  seed: Type.Union([Type.String(), Type.Null()]),
  /** The draw the digest is (pair, nonce, purpose `training`); null for a training started before the scheme. */
  fair: Type.Union([FairDrawRef, Type.Null()]),
  childRarity: Type.Union([StringEnum(RARITIES), Type.Null()]),
  /** The mystery box the child was delivered in, once finished. */
  childBox: Type.Union([Type.String(), Type.Null()]),
  childBoxOpened: Type.Boolean(),
});
export type TrainingView = Static<typeof TrainingView>;

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TRAINING_CARDS_PAGE_SIZE })),
};

/** /training/cards — the user's FP cards as parents, those that can train first (then by level, highest first). */
export const TrainingCardsRequest = Type.Object(Paging, STRICT);
export type TrainingCardsRequest = Static<typeof TrainingCardsRequest>;
export const TrainingCardsResponse = Type.Object({
  list: Type.Array(TrainingCard),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type TrainingCardsResponse = Static<typeof TrainingCardsResponse>;

/**
 * /training/quote — a card as a parent and, with a partner, what training the two costs and the child's odds; also the
 * card's latest training (running or finished).
 */
export const TrainingQuoteRequest = Type.Object({ tokenId: TokenId, partnerTokenId: Type.Optional(TokenId) }, STRICT);
export type TrainingQuoteRequest = Static<typeof TrainingQuoteRequest>;
export const TrainingQuoteResponse = Type.Object({
  parent: TrainingCard,
  partner: Type.Union([TrainingCard, Type.Null()]),
  /** With a partner: the child's odds and the two costs together (TMT base units). */
  odds: Type.Union([Type.Array(RarityChance), Type.Null()]),
  total: Type.Union([AmountSchema, Type.Null()]),
  durationS: Type.Integer(),
  latest: Type.Union([TrainingView, Type.Null()]),
  /** The server's clock (Unix seconds) when it answered: countdowns follow it, not the device's. */
  now: Type.Integer(),
});
export type TrainingQuoteResponse = Static<typeof TrainingQuoteResponse>;

/** /training/start — pays each parent's cost in TMT and starts the 24-hour training. */
export const TrainingStartRequest = Type.Object({ tokenId: TokenId, partnerTokenId: TokenId }, STRICT);
export type TrainingStartRequest = Static<typeof TrainingStartRequest>;
export const TrainingStartResponse = TrainingView;
export type TrainingStartResponse = Static<typeof TrainingStartResponse>;

/** /training/list — the user's trainings, newest first. */
export const TrainingListRequest = Type.Object(
  { page: Paging.page, pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })) },
  STRICT,
);
export type TrainingListRequest = Static<typeof TrainingListRequest>;
export const TrainingListResponse = Type.Object({
  list: Type.Array(TrainingView),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The server's clock (Unix seconds) when it answered. */
  now: Type.Integer(),
});
export type TrainingListResponse = Static<typeof TrainingListResponse>;
