/**
 * The engine's dice: sfc32 (Chris Doty-Humphrey's small fast counter generator) seeded from the match seed. Integer
 * arithmetic only, so every JavaScript engine draws the same numbers for the same seed.
 */
import { hexToBytes } from '@noble/hashes/utils';

export interface Dice {
  /** A number in [0, 1): a 32-bit draw divided by 2^32, exact in a double. */
  unit(): number;
  /** true with probability `p`. */
  chance(p: number): boolean;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** An index drawn in proportion to `weights` (all ≥ 0, at least one > 0). */
  weighted(weights: readonly number[]): number;
}

const TWO_POW_32 = 4_294_967_296;

export function diceFromSeed(seedHex: string): Dice {
  const bytes = hexToBytes(seedHex);
  const word = (i: number): number => (bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!;
  let a = word(0) | 0;
  let b = word(4) | 0;
  let c = word(8) | 0;
  let d = word(12) | 0;

  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first 16 bytes seed the state, the last 16 are mixed in after a few rounds, and the state is stirred well
  // away from the seed's raw bits before the first draw that counts.
  for (let i = 0; i < 4; i += 1) next();
  a ^= word(16);
  b ^= word(20);
  c ^= word(24);
  d ^= word(28);
  for (let i = 0; i < 16; i += 1) next();

  const unit = (): number => next() / TWO_POW_32;
  return {
    unit,
    chance: (p) => unit() < p,
    between: (min, max) => min + Math.floor(unit() * (max - min + 1)),
    weighted: (weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let pick = unit() * total;
      for (let i = 0; i < weights.length; i += 1) {
        pick -= weights[i]!;
        if (pick < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
