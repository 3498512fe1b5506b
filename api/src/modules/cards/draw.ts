import { createHmac, randomBytes } from 'node:crypto';
import { RARITIES, type PackKind, type Rarity } from '@fc/shared/contracts';
import { openingPlayerIndex, packOpeningRarities } from '@fc/shared/fair';
import { PACK_CONTENTS, type RarityOdds } from './constants';

/**
 * Draws from a recorded seed: the n-th number of a seed is HMAC-SHA256(seed, n), so a draw can be replayed from its
 * seed and checked (the shop's rotation, the lots drawing). Openings draw from their provably fair digest with
 * @fc/shared/fair. Nothing here touches the database.
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

/**
 * The rarities a pack reveals from its opening's provably fair digest: `packOpeningRarities` of @fc/shared/fair under
 * the pack's published contents (a pack that promises at least one card of a rarity redraws its last card from it up).
 */
export function packRarities(kind: PackKind, digest: string): Rarity[] {
  return packOpeningRarities(digest, PACK_CONTENTS[kind]);
}

/** One of `candidates` (players with supply left, in id order) for card `index` of an opening's digest. */
export function pickPlayer(candidates: readonly number[], digest: string, index: number): number {
  const player = candidates[openingPlayerIndex(digest, index, candidates.length)];
  if (player === undefined) throw new RangeError('no player to draw from');
  return player;
}
