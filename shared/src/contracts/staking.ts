/**
 * Staking's calls (issue 14): card staking (/game/stake/*), fan-token staking (/game/stake/goal*) and the airdrop
 * (/game/airdrop). Amounts are GOAL base units as decimal strings; times are unix seconds.
 */
import { Type, type Static } from 'typebox';
import { CardSummary, TokenId } from './cards';
import { MAX_STAKED_CARDS, DEV_AIRDROP_MAX_S } from './staking-constants';
import { AMOUNT_PATTERN } from './money';
import { STRICT } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
/** A positive amount in base units. */
const PositiveAmount = Type.String({ pattern: '^[1-9][0-9]{0,77}$' });

/** A staked card, or an unstaked one still frozen (`frozenUntil` set, no power counted). */
export const StakedCard = Type.Object({
  card: CardSummary,
  power: Type.Integer(),
  stakedAt: Type.Integer(),
  /** Set once unstaked: the card is usable again at this time. */
  frozenUntil: Type.Union([Type.Integer(), Type.Null()]),
});
export type StakedCard = Static<typeof StakedCard>;

/** /game/stake/info — total staked power (guests too) and, signed in, the caller's staked and frozen cards. */
export const StakeInfoResponse = Type.Object({
  totalPower: Type.Integer(),
  /** Null for a guest. */
  mine: Type.Union([
    Type.Object({
      power: Type.Integer(),
      staked: Type.Array(StakedCard),
      frozen: Type.Array(StakedCard),
    }),
    Type.Null(),
  ]),
  now: Type.Integer(),
});
export type StakeInfoResponse = Static<typeof StakeInfoResponse>;

const TokenIds = Type.Array(TokenId, { minItems: 1, maxItems: MAX_STAKED_CARDS, uniqueItems: true });
/**
 * /game/stake/stake — stakes cards (collectible or FP, not trial, not played today, resting): all or none
 * (SELECTION_LIMIT past MAX_STAKED_CARDS staked; the state machine's refusals otherwise).
 */
export const StakeCardsRequest = Type.Object({ tokenIds: TokenIds }, STRICT);
export type StakeCardsRequest = Static<typeof StakeCardsRequest>;
/** /game/stake/unstake — unstakes staked cards: they count no power at once and stay frozen UNSTAKE_FREEZE_S. */
export const UnstakeCardsRequest = Type.Object({ tokenIds: TokenIds }, STRICT);
export type UnstakeCardsRequest = Static<typeof UnstakeCardsRequest>;

/** A GOAL stake: locked until `unlocksAt`, then claimable whole at the claim center (source `fanStaking`). */
export const GoalStakeView = Type.Object({
  stakeId: Type.String(),
  amount: AmountSchema,
  stakedAt: Type.Integer(),
  unlocksAt: Type.Integer(),
});
export type GoalStakeView = Static<typeof GoalStakeView>;
/** /game/stake/goal — the caller's GOAL balance and stakes, newest first. */
export const GoalStakesResponse = Type.Object({ balance: AmountSchema, stakes: Type.Array(GoalStakeView), now: Type.Integer() });
export type GoalStakesResponse = Static<typeof GoalStakesResponse>;
/** /game/stake/goal/stake — locks `amount` GOAL (BALANCE_NOT_ENOUGH when the balance is short). */
export const GoalStakeRequest = Type.Object({ amount: PositiveAmount }, STRICT);
export type GoalStakeRequest = Static<typeof GoalStakeRequest>;
export const GoalStakeResponse = Type.Object({ stake: GoalStakeView, balance: AmountSchema });
export type GoalStakeResponse = Static<typeof GoalStakeResponse>;

/** An airdrop round; `my*` are null for a guest. */
export const AirdropRoundView = Type.Object({
  roundId: Type.String(),
  pool: AmountSchema,
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  /** Power staked now (the current round) or at its end (a settled one). */
  totalPower: Type.Integer(),
  myPower: Type.Union([Type.Integer(), Type.Null()]),
  /** The current round: the share at today's power; a settled one: what the caller was granted. */
  myShare: Type.Union([AmountSchema, Type.Null()]),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type AirdropRoundView = Static<typeof AirdropRoundView>;
/** /game/airdrop — the round running now (the one ending first), and the last settled rounds. Guests too. */
export const AirdropInfoResponse = Type.Object({
  current: Type.Union([AirdropRoundView, Type.Null()]),
  past: Type.Array(AirdropRoundView),
  now: Type.Integer(),
});
export type AirdropInfoResponse = Static<typeof AirdropInfoResponse>;

/** /dev/airdropRound (outside production) — opens a round now, ending after `durationS`. */
export const DevAirdropRoundRequest = Type.Object(
  { pool: PositiveAmount, durationS: Type.Integer({ minimum: 1, maximum: DEV_AIRDROP_MAX_S }) },
  STRICT,
);
export type DevAirdropRoundRequest = Static<typeof DevAirdropRoundRequest>;
export const DevAirdropRoundResponse = Type.Object({ round: AirdropRoundView });
export type DevAirdropRoundResponse = Static<typeof DevAirdropRoundResponse>;
