/**
 * The draw's rules (DOMAIN.md "Staking, airdrop, draw", SPEC "Draw"): the price, the published GOAL/TMT rate, the
 * reward distribution. Pure constants and arithmetic, no TypeBox (entry `@fc/shared/contracts/draw`). A draw's outcome
 * is `drawTierOf` of `@fc/shared/fair` (issue 29); `drawCommitment` and `drawOutcome` stay for the draws made before,
 * each with its own revealed seed, which the draw page still checks in the browser.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

const UNIT = 10n ** 18n;
const DAY_S = 86_400;

/** A draw costs 100 TMT. [spec] */
export const DRAW_PRICE_CURRENCY = 'TMT' as const;
export const DRAW_PRICE = 100n * UNIT;
/** The reward is paid in GOAL. [spec] */
export const DRAW_REWARD_CURRENCY = 'GOAL' as const;

/**
 * The published GOAL/TMT rate: `goal` GOAL base units for every `tmt` TMT base units (both tokens have 18 decimals),
 * an exact rational so a reward is an exact integer. 1 TMT = 2.5 GOAL. [ours]
 */
export const DRAW_RATE = { goal: 5n, tmt: 2n } as const;

/** Basis points: 10,000 = 100 % of the price. */
export const DRAW_BP = 10_000;

export interface DrawTier {
  /** The reward as a share of the price, in basis points. */
  multiplierBp: number;
  /** The tier's chance in parts per DRAW_WEIGHT_TOTAL. */
  weight: number;
}

/**
 * The reward distribution: every outcome within 60 %–160 % of the price, mean exactly 110 %
 * (Σ multiplier × weight = 110 % × 10,000; checked by a test). [spec: range and mean; ours: the tiers]
 */
export const DRAW_TIERS: readonly DrawTier[] = [
  { multiplierBp: 6_000, weight: 1_000 },
  { multiplierBp: 8_000, weight: 2_000 },
  { multiplierBp: 10_000, weight: 2_000 },
  { multiplierBp: 12_000, weight: 2_500 },
  { multiplierBp: 14_000, weight: 1_000 },
  { multiplierBp: 16_000, weight: 1_500 },
];
export const DRAW_WEIGHT_TOTAL = 10_000;
export const DRAW_MIN_MULTIPLIER_BP = 6_000;
export const DRAW_MAX_MULTIPLIER_BP = 16_000;
export const DRAW_MEAN_MULTIPLIER_BP = 11_000;

/** The inviter receives 10 % of the reward. [spec] */
export const DRAW_INVITER_SHARE_BP = 1_000;
/** Rewards release linearly over 50 days. [spec] */
export const DRAW_RELEASE_S = 50 * DAY_S;

/** The draws /game/draw/history answers per page unless asked. */
export const DRAW_HISTORY_PAGE_SIZE = 10;

/** A server seed: 32 bytes, hex; its commitment is the SHA-256 of those bytes, hex. */
export const DRAW_SEED_PATTERN = '^[0-9a-f]{64}$';

/** The price in GOAL base units at the published rate. */
export const DRAW_PRICE_IN_GOAL = (DRAW_PRICE * DRAW_RATE.goal) / DRAW_RATE.tmt;

/** The GOAL reward of a multiplier: price × rate × multiplier, exact (rounded down if it ever were not). */
export function drawReward(multiplierBp: number): bigint {
  return (DRAW_PRICE * DRAW_RATE.goal * BigInt(multiplierBp)) / (DRAW_RATE.tmt * BigInt(DRAW_BP));
}

/** The inviter's share of a reward. */
export function drawInviterReward(reward: bigint): bigint {
  return (reward * BigInt(DRAW_INVITER_SHARE_BP)) / BigInt(DRAW_BP);
}

/** The commitment shown before a draw: SHA-256 of the seed's bytes, hex. */
export function drawCommitment(seed: string): string {
  return bytesToHex(sha256(hexToBytes(seed)));
}

export interface DrawOutcome {
  /** The index in DRAW_TIERS. */
  tier: number;
  multiplierBp: number;
  /** The point in [0, DRAW_WEIGHT_TOTAL) that picked the tier. */
  roll: number;
}

/**
 * The outcome of draw `nonce` from `seed`: the first 48 bits of HMAC-SHA256(key = the seed's bytes, message = the
 * nonce in decimal) scaled exactly to a point in [0, DRAW_WEIGHT_TOTAL), and the tier whose weight covers that point.
 */
export function drawOutcome(seed: string, nonce: number): DrawOutcome {
  const digest = hmac(sha256, hexToBytes(seed), utf8ToBytes(String(nonce)));
  let bits = 0n;
  for (let index = 0; index < 6; index += 1) bits = (bits << 8n) | BigInt(digest[index] ?? 0);
  const roll = Number((bits * BigInt(DRAW_WEIGHT_TOTAL)) >> 48n);
  let point = roll;
  for (const [tier, entry] of DRAW_TIERS.entries()) {
    if (point < entry.weight) return { tier, multiplierBp: entry.multiplierBp, roll };
    point -= entry.weight;
  }
  throw new RangeError('the draw tiers do not cover their total');
}
