/**
 * TopPrize's calls (issue 14; DOMAIN.md "TopPrize"): the event view, sending and recalling cards, the ranking by power
 * and the caller's payouts. Amounts are TMT base units as decimal strings; power is in hundredths; times are unix
 * seconds. The rules and the power function are in top-prize-constants.ts.
 */
import { Type, type Static } from 'typebox';
import { TokenId } from './cards';
import { POSITIONS, RARITIES } from './cards-constants';
import { ErrorCode, type ErrorCodeName } from './error-codes';
import { MAX_PAGE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';
import { TOP_PRIZE_BONUSES, TOP_PRIZE_MAX_CARDS } from './top-prize-constants';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const ERROR_CODE_NAMES = Object.keys(ErrorCode) as [ErrorCodeName, ...ErrorCodeName[]];
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE }));

export const TopPrizePayoutRow = Type.Object({
  /** The half hour it paid (unix seconds). */
  at: Type.Integer(),
  amount: AmountSchema,
  participants: Type.Integer(),
  totalPower: Type.Integer(),
});
export type TopPrizePayoutRow = Static<typeof TopPrizePayoutRow>;

export const TopPrizeMyCard = Type.Object({
  tokenId: Type.String(),
  family: StringEnum(['collectible', 'fp'] as const),
  rarity: StringEnum(RARITIES),
  trial: Type.Boolean(),
  playerId: Type.Integer(),
  playerName: Type.String(),
  position: StringEnum(POSITIONS),
  clubId: Type.Integer(),
  clubName: Type.String(),
  nationality: Type.String(),
  /** Hundredths, before set bonuses. */
  power: Type.Integer(),
  penaltyPercent: Type.Integer(),
});
export type TopPrizeMyCard = Static<typeof TopPrizeMyCard>;

/** /top-prize/event (an empty body) — the event for everyone; `me` for a signed-in caller. */
export const TopPrizeEventResponse = Type.Object({
  startsAt: Type.Integer(),
  poolTotal: AmountSchema,
  poolLeft: AmountSchema,
  paid: AmountSchema,
  /** The next payout (unix seconds) and its pool; null once everything is paid. */
  nextPayoutAt: Type.Union([Type.Integer(), Type.Null()]),
  nextPayout: AmountSchema,
  totalPower: Type.Integer(),
  participants: Type.Integer(),
  recent: Type.Array(TopPrizePayoutRow),
  me: Type.Union([
    Type.Object({
      power: Type.Integer(),
      cardsPower: Type.Integer(),
      bonuses: Type.Array(StringEnum(TOP_PRIZE_BONUSES)),
      bonusPercent: Type.Integer(),
      projectedShare: AmountSchema,
      cards: Type.Array(TopPrizeMyCard),
      rank: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** The server's clock (unix seconds), for the countdown. */
  now: Type.Integer(),
});
export type TopPrizeEventResponse = Static<typeof TopPrizeEventResponse>;

const TokenIds = Type.Array(TokenId, { minItems: 1, maxItems: TOP_PRIZE_MAX_CARDS, uniqueItems: true });

/** /top-prize/send and /top-prize/recall — a batch of the caller's cards; each card succeeds or fails on its own. */
export const TopPrizeBatchRequest = Type.Object({ tokenIds: TokenIds }, STRICT);
export type TopPrizeBatchRequest = Static<typeof TopPrizeBatchRequest>;
export const TopPrizeBatchResponse = Type.Object({
  sent: Type.Integer(),
  failed: Type.Integer(),
  done: Type.Array(Type.String()),
  failures: Type.Array(Type.Object({ tokenId: Type.String(), code: StringEnum(ERROR_CODE_NAMES) })),
  /** The caller's power after the batch (hundredths). */
  power: Type.Integer(),
});
export type TopPrizeBatchResponse = Static<typeof TopPrizeBatchResponse>;

export const TopPrizeRankingRow = Type.Object({
  rank: Type.Integer(),
  club: Type.String(),
  power: Type.Integer(),
  cards: Type.Integer(),
  /** The projected share of the next payout. */
  share: AmountSchema,
  me: Type.Boolean(),
});
export type TopPrizeRankingRow = Static<typeof TopPrizeRankingRow>;

/** /top-prize/ranking — participants by power, most first. */
export const TopPrizeRankingRequest = Type.Object({ page: Page }, STRICT);
export type TopPrizeRankingRequest = Static<typeof TopPrizeRankingRequest>;
export const TopPrizeRankingResponse = Type.Object({ list: Type.Array(TopPrizeRankingRow), total: Type.Integer(), page: Type.Integer(), totalPower: Type.Integer() });
export type TopPrizeRankingResponse = Static<typeof TopPrizeRankingResponse>;

export const TopPrizeMyPayoutRow = Type.Object({
  at: Type.Integer(),
  amount: AmountSchema,
  /** Of `amount`, the part earned by trial cards (frozen until the trial unlock). */
  trialAmount: AmountSchema,
});
export type TopPrizeMyPayoutRow = Static<typeof TopPrizeMyPayoutRow>;

/** /top-prize/payouts — the caller's payouts, newest first. */
export const TopPrizePayoutsRequest = Type.Object({ page: Page }, STRICT);
export type TopPrizePayoutsRequest = Static<typeof TopPrizePayoutsRequest>;
export const TopPrizePayoutsResponse = Type.Object({ list: Type.Array(TopPrizeMyPayoutRow), total: Type.Integer(), page: Type.Integer(), totalAmount: AmountSchema });
export type TopPrizePayoutsResponse = Static<typeof TopPrizePayoutsResponse>;
