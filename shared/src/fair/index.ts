/**
 * Provably fair outcomes (issue 29, decision 0020), entry `@fc/shared/fair`: the one scheme every random outcome that
 * moves value uses, and one pure function per purpose turning its digest into the outcome. The API draws with these
 * and the browser verifies with the same code: synchronous, no Math.random, no state, no TypeBox.
 *
 * The scheme:
 * - Per user, a current server seed (32 random bytes, hex) whose commitment `serverSeedHash` (SHA-256 of its bytes,
 *   hex) is shown before any action uses it; a player seed the player may set at any time; a nonce counting the
 *   actions under the server seed (0, 1, 2…).
 * - An outcome's digest = HMAC-SHA256(key = the server seed's bytes, message = `${playerSeed}:${nonce}:${purpose}`
 *   in UTF-8), 32 bytes.
 * - The digest is mapped to the outcome by the purpose's function below. A function that needs more than one number
 *   reads a named stream of the digest (`fairStream`): block b of stream `label` = HMAC-SHA256(key = digest,
 *   message = `${label}:${b}`), read as big-endian 32-bit words. A number in [0, n) is a word taken by rejection
 *   sampling (`fairBelow`): words at or above the largest multiple of n below 2^32 are skipped, so every value has
 *   exactly the same chance (no modulo bias).
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { RARITIES, type Rarity } from '../contracts/cards-constants';
import { DRAW_TIERS, DRAW_WEIGHT_TOTAL } from '../contracts/draw-constants';
import { LOTS_RULES, type LotsRule } from '../contracts/packs-constants';

export { LOTS_RULES, type LotsRule };

/** What an outcome is for; part of the digest's message, so one nonce can never serve two purposes. */
export const FAIR_PURPOSES = ['pack', 'box', 'camp', 'training', 'draw', 'match', 'lots'] as const;
export type FairPurpose = (typeof FAIR_PURPOSES)[number];

/** A server seed and its hash: 32 bytes, lowercase hex. */
export const FAIR_SEED_PATTERN = '^[0-9a-f]{64}$';
/** A player seed: 1–64 letters, digits, `.`, `_` or `-` (never `:`, the message's separator). */
export const PLAYER_SEED_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
export const PLAYER_SEED_MAX_LENGTH = 64;

const TWO_POW_32 = 4_294_967_296;

/** The commitment shown before a server seed is used: SHA-256 of its bytes, hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

/** The HMAC message of one outcome. */
export function fairMessage(playerSeed: string, nonce: number, purpose: FairPurpose): string {
  return `${playerSeed}:${nonce}:${purpose}`;
}

/** An outcome's digest: HMAC-SHA256(key = server seed bytes, message = `${playerSeed}:${nonce}:${purpose}`). */
export function fairDigest(serverSeed: string, playerSeed: string, nonce: number, purpose: FairPurpose): Uint8Array {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`a nonce is a whole number ≥ 0, not ${nonce}`);
  return hmac(sha256, hexToBytes(serverSeed), utf8ToBytes(fairMessage(playerSeed, nonce, purpose)));
}

export function fairDigestHex(serverSeed: string, playerSeed: string, nonce: number, purpose: FairPurpose): string {
  return bytesToHex(fairDigest(serverSeed, playerSeed, nonce, purpose));
}

/** A digest given as hex (what an outcome records) or as bytes. */
export type Digest = Uint8Array | string;

function digestBytes(digest: Digest): Uint8Array {
  const bytes = typeof digest === 'string' ? hexToBytes(digest) : digest;
  if (bytes.length !== 32) throw new RangeError('a digest is 32 bytes');
  return bytes;
}

/** The 32-bit words of a digest's stream `label`, in order, without end. */
export interface FairStream {
  nextWord(): number;
}

export function fairStream(digest: Digest, label: string): FairStream {
  const key = digestBytes(digest);
  let block = 0;
  let words: Uint8Array = new Uint8Array(0);
  let at = 0;
  return {
    nextWord() {
      if (at >= words.length) {
        words = hmac(sha256, key, utf8ToBytes(`${label}:${block}`));
        block += 1;
        at = 0;
      }
      const word = ((words[at]! << 24) | (words[at + 1]! << 16) | (words[at + 2]! << 8) | words[at + 3]!) >>> 0;
      at += 4;
      return word;
    },
  };
}

/** A whole number in [0, n), every value equally likely: rejection sampling on 32-bit words. */
export function fairBelow(stream: FairStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`cannot draw below ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = stream.nextWord();
    if (word < limit) return word % n;
  }
}

/** Odds in weights (basis points for the published tables); a rarity missing or at 0 is never drawn. */
export type FairRarityOdds = Partial<Record<Rarity, number>>;

/** The rarity the next number of `stream` picks: a point in [0, Σ weights), rarities in RARITIES order. */
export function fairRarity(stream: FairStream, odds: FairRarityOdds): Rarity {
  const weighted = RARITIES.map((rarity) => [rarity, odds[rarity] ?? 0] as const).filter(([, weight]) => weight > 0);
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let point = fairBelow(stream, total);
  for (const [rarity, weight] of weighted) {
    if (point < weight) return rarity;
    point -= weight;
  }
  throw new RangeError('odds with no weight');
}

/** What a pack holds: its number of cards, its odds, and the rarity it promises at least one of. */
export interface FairPackContents {
  cards: number;
  odds: FairRarityOdds;
  atLeastOne?: Rarity;
}

/**
 * Purpose `pack`, the rarities: card i takes the i-th number of stream `rarity`; a pack that promises at least one card
 * of a rarity and drew none redraws its last card, with the next number of the same stream, from the odds kept to that
 * rarity and rarer.
 */
export function packOpeningRarities(digest: Digest, contents: FairPackContents): Rarity[] {
  const stream = fairStream(digest, 'rarity');
  const rarities = Array.from({ length: contents.cards }, () => fairRarity(stream, contents.odds));
  const floor = contents.atLeastOne;
  if (floor && !rarities.some((rarity) => RARITIES.indexOf(rarity) >= RARITIES.indexOf(floor))) {
    const kept = Object.fromEntries(Object.entries(contents.odds).filter(([rarity]) => RARITIES.indexOf(rarity as Rarity) >= RARITIES.indexOf(floor)));
    rarities[rarities.length - 1] = fairRarity(stream, kept);
  }
  return rarities;
}

/**
 * Purposes `pack` and `box`, the players: card i's player is candidate `fairBelow(stream player:i, count)` of the
 * `count` players with supply left in its rarity, in id order.
 */
export function openingPlayerIndex(digest: Digest, cardIndex: number, count: number): number {
  return fairBelow(fairStream(digest, `player:${cardIndex}`), count);
}

/** Purpose `box`: the rarity of a box that does not know it yet, the first number of stream `rarity` under `odds`. */
export function boxOpeningRarity(digest: Digest, odds: FairRarityOdds): Rarity {
  return fairRarity(fairStream(digest, 'rarity'), odds);
}

/** Purpose `camp`: success when the first number in [0, 100) of stream `camp` is below the step's odds in percent. */
export function campAttemptSuccess(digest: Digest, oddsPercent: number): boolean {
  return fairBelow(fairStream(digest, 'camp'), 100) < oddsPercent;
}

/** Purpose `training`: the child's rarity, the first number of stream `rarity` under the parents' published odds. */
export function trainingChildRarity(digest: Digest, odds: FairRarityOdds): Rarity {
  return fairRarity(fairStream(digest, 'rarity'), odds);
}

/** Purpose `draw`: the tier whose weight covers the first number in [0, DRAW_WEIGHT_TOTAL) of stream `draw`. */
export function drawTierOf(digest: Digest): { tier: number; multiplierBp: number; roll: number } {
  const roll = fairBelow(fairStream(digest, 'draw'), DRAW_WEIGHT_TOTAL);
  let point = roll;
  for (const [tier, entry] of DRAW_TIERS.entries()) {
    if (point < entry.weight) return { tier, multiplierBp: entry.multiplierBp, roll };
    point -= entry.weight;
  }
  throw new RangeError('the draw tiers do not cover their total');
}

/**
 * Purpose `match`: the match engine's 32-byte seed, hex. A match with one human manager (PvE, PvP, ranked against an
 * NPC) uses that manager's digest itself. A ranked match between two managers draws from each and combines them:
 * HMAC-SHA256(key = the home side's digest, message = the away side's digest bytes), so neither manager's pair alone
 * decides the seed.
 */
export function matchSeedOf(homeDigest: Digest, awayDigest?: Digest): string {
  if (awayDigest === undefined) return bytesToHex(digestBytes(homeDigest));
  return bytesToHex(hmac(sha256, digestBytes(homeDigest), digestBytes(awayDigest)));
}

/**
 * Purpose `lots`: an order of `n` entries (indices 0…n−1) by Fisher–Yates with stream `lots`: step k swaps place
 * i = n − 1 − k with place j = fairBelow(stream, i + 1).
 */
export function lotsOrder(digest: Digest, n: number): number[] {
  const stream = fairStream(digest, 'lots');
  const order = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = fairBelow(stream, i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The lots drawing is one outcome per series: nonce 0 of its seed, purpose `lots`. */
export const LOTS_NONCE = 0;

/** A reservation as the series' published list holds it. */
export interface LotsListEntry {
  position: number;
  entry: string;
  quantity: number;
}

const byPosition = <T extends { position: number }>(entries: readonly T[]): T[] => [...entries].sort((a, b) => a.position - b.position);

/**
 * The canonical text of a closed reservation list: one line `${position}:${entry}:${quantity}` per reservation, in
 * position order, each ended by a line feed (`\n`); no reservation is the empty text. Positions and quantities in
 * decimal without leading zeros, the entry id as published.
 */
export function lotsListText(entries: readonly LotsListEntry[]): string {
  return byPosition(entries)
    .map((entry) => `${entry.position}:${entry.entry}:${entry.quantity}\n`)
    .join('');
}

/** The lots drawing's player seed: SHA-256 (hex) of the list's canonical text in UTF-8 — chosen by nobody at the server. */
export function lotsListHash(entries: readonly LotsListEntry[]): string {
  return bytesToHex(sha256(utf8ToBytes(lotsListText(entries))));
}

/**
 * The packs each entry wins: in `order` (indices into the list in position order) each entry wins what it asked for
 * while `lots` packs are left, the last one partly. Answers the packs won by each entry in position order.
 */
export function lotsWinners(order: readonly number[], quantities: readonly number[], lots: number): number[] {
  const won = quantities.map(() => 0);
  let left = lots;
  for (const index of order) {
    const take = Math.min(quantities[index] ?? 0, left);
    won[index] = take;
    left -= take;
  }
  return won;
}

/** The commitment a series publishes when its reservation opens: `fair`, SHA-256 of the seed's bytes; `legacy`, of its hex text. */
export function lotsSeedHash(rule: LotsRule, seed: string): string {
  return rule === 'fair' ? serverSeedHash(seed) : bytesToHex(sha256(utf8ToBytes(seed)));
}

/**
 * The `legacy` order (series drawn before the scheme): Fisher–Yates where step k swaps place i = n − 1 − k with
 * j = ⌊u_k × (i + 1)⌋, u_k = the first 48 bits of HMAC-SHA256(key = seed bytes, message = decimal k) / 2^48.
 */
export function legacyLotsOrder(seed: string, n: number): number[] {
  const key = hexToBytes(seed);
  const order = Array.from({ length: n }, (_, index) => index);
  for (let k = 0; k < n - 1; k += 1) {
    const bytes = hmac(sha256, key, utf8ToBytes(String(k)));
    const u = bytes.slice(0, 6).reduce((value, byte) => value * 256 + byte, 0) / 2 ** 48;
    const i = n - 1 - k;
    const j = Math.floor(u * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** A series' drawing: the player seed (`fair`: the list's hash; `legacy`: none), the order and the packs won in position order. */
export interface LotsDrawing {
  playerSeed: string | null;
  order: number[];
  won: number[];
}

/**
 * Draws a series' lots — the API at the drawing, the browser to verify it: `fair`: digest =
 * fairDigest(seed, lotsListHash(list), 0, 'lots'), order = lotsOrder(digest, n); `legacy`: legacyLotsOrder(seed, n);
 * then lotsWinners. `entries` may come in any order; everything answers in position order.
 */
export function drawSeriesLots(rule: LotsRule, seed: string, entries: readonly LotsListEntry[], lots: number): LotsDrawing {
  const list = byPosition(entries);
  const quantities = list.map((entry) => entry.quantity);
  if (rule === 'legacy') {
    const order = legacyLotsOrder(seed, list.length);
    return { playerSeed: null, order, won: lotsWinners(order, quantities, lots) };
  }
  const playerSeed = lotsListHash(list);
  const order = lotsOrder(fairDigest(seed, playerSeed, LOTS_NONCE, 'lots'), list.length);
  return { playerSeed, order, won: lotsWinners(order, quantities, lots) };
}
