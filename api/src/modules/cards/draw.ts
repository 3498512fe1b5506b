import { createHmac, randomBytes } from 'node:crypto';
import { RARITIES, type PackKind, type Rarity } from '@fc/shared/contracts';
import { PACK_CONTENTS, type RarityOdds } from './constants';

/**
 * Draws from a recorded server seed: the n-th number of a seed is HMAC-SHA256(seed, n), so an opening can be
 * replayed from its seed and checked. Nothing here touches the database.
 */

/** A new server seed: 32 random bytes, hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The n-th uniform number in [0, 1) of a seed (48 bits of HMAC-SHA256(seed, n)). */
export function uniform(seed: string, n: number): number {
  const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update(String(n)).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** The rarity at `u` of the odds, each weighted by its basis points (the table need not sum to 10,000). */
export function pickRarity(odds: RarityOdds, u: number): Rarity {
  const weighted = RARITIES.map((rarity) => [rarity, odds[rarity] ?? 0] as const).filter(([, weight]) => weight > 0);
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let point = Math.floor(u * total);
  for (const [rarity, weight] of weighted) {
    if (point < weight) return rarity;
    point -= weight;
  }
  throw new RangeError('odds with no weight');
}

/** The odds kept to `min` and rarer. */
export function atLeast(odds: RarityOdds, min: Rarity): RarityOdds {
  const from = RARITIES.indexOf(min);
  return Object.fromEntries(Object.entries(odds).filter(([rarity]) => RARITIES.indexOf(rarity as Rarity) >= from));
}

/**
 * The rarities a pack reveals, from its seed's first numbers; a pack that promises at least one card of a rarity and
 * drew none redraws its last card from that rarity up.
 */
export function packRarities(kind: PackKind, seed: string): Rarity[] {
  const contents = PACK_CONTENTS[kind];
  const rarities = Array.from({ length: contents.cards }, (_, index) => pickRarity(contents.odds, uniform(seed, index)));
  const floor = contents.atLeastOne;
  if (floor && !rarities.some((rarity) => RARITIES.indexOf(rarity) >= RARITIES.indexOf(floor))) {
    rarities[rarities.length - 1] = pickRarity(atLeast(contents.odds, floor), uniform(seed, contents.cards));
  }
  return rarities;
}

/** Where the player of the n-th revealed card is drawn, past the numbers the rarities use. */
export const PLAYER_DRAW_OFFSET = 1_000;

/** One of `candidates` (players with supply left, in id order) at the seed's number for card `index`. */
export function pickPlayer(candidates: readonly number[], seed: string, index: number): number {
  const player = candidates[Math.floor(uniform(seed, PLAYER_DRAW_OFFSET + index) * candidates.length)];
  if (player === undefined) throw new RangeError('no player to draw from');
  return player;
}
