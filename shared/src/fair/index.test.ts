import { createHash, createHmac } from 'node:crypto';
import { RARITIES, type Rarity } from '../contracts/cards-constants';
import { DRAW_TIERS, DRAW_WEIGHT_TOTAL } from '../contracts/draw-constants';
import {
  boxOpeningRarity,
  campAttemptSuccess,
  drawTierOf,
  fairBelow,
  fairDigest,
  fairDigestHex,
  fairStream,
  drawSeriesLots,
  legacyLotsOrder,
  lotsListHash,
  lotsListText,
  lotsOrder,
  lotsSeedHash,
  lotsWinners,
  matchSeedOf,
  openingPlayerIndex,
  packOpeningRarities,
  serverSeedHash,
  trainingChildRarity,
  type FairRarityOdds,
  type FairStream,
} from './index';

const SERVER_SEED = '7f'.repeat(32);
const SAMPLES = 100_000;

/**
 * The digests of nonces 0…n−1 under one pair, as the API takes them. Computed by node's HMAC, which the first test
 * shows gives `fairDigest`'s bytes, because it is several times faster than the portable one under jest.
 */
function digests(n: number, purpose: Parameters<typeof fairDigest>[3], playerSeed = 'player'): Uint8Array[] {
  const key = Buffer.from(SERVER_SEED, 'hex');
  return Array.from({ length: n }, (_, nonce) => new Uint8Array(createHmac('sha256', key).update(`${playerSeed}:${nonce}:${purpose}`).digest()));
}

/** |observed − expected| within 5 standard deviations of a binomial count (a failure by chance: < 1 in 10^6). */
function expectCountNear(observed: number, trials: number, p: number): void {
  const sd = Math.sqrt(trials * p * (1 - p));
  expect(Math.abs(observed - trials * p)).toBeLessThanOrEqual(5 * sd + 1);
}

function expectRaritiesNear(drawn: Rarity[], odds: FairRarityOdds): void {
  const total = Object.values(odds).reduce((sum, weight) => sum + (weight ?? 0), 0);
  for (const rarity of RARITIES) {
    const count = drawn.filter((value) => value === rarity).length;
    const p = (odds[rarity] ?? 0) / total;
    if (p === 0) expect(count).toBe(0);
    else expectCountNear(count, drawn.length, p);
  }
}

describe('the scheme', () => {
  it('is HMAC-SHA256(key = server seed bytes, message = "playerSeed:nonce:purpose"), committed by SHA-256 of the seed bytes', () => {
    const expected = createHmac('sha256', Buffer.from(SERVER_SEED, 'hex')).update('alice:3:pack').digest('hex');
    expect(fairDigestHex(SERVER_SEED, 'alice', 3, 'pack')).toBe(expected);
    expect(serverSeedHash(SERVER_SEED)).toBe(createHash('sha256').update(Buffer.from(SERVER_SEED, 'hex')).digest('hex'));
  });

  it('gives another digest for another player seed, nonce or purpose', () => {
    const base = fairDigestHex(SERVER_SEED, 'alice', 3, 'pack');
    expect(fairDigestHex(SERVER_SEED, 'bob', 3, 'pack')).not.toBe(base);
    expect(fairDigestHex(SERVER_SEED, 'alice', 4, 'pack')).not.toBe(base);
    expect(fairDigestHex(SERVER_SEED, 'alice', 3, 'box')).not.toBe(base);
    expect(() => fairDigest(SERVER_SEED, 'alice', -1, 'pack')).toThrow(RangeError);
  });

  it('reads a stream as HMAC-SHA256(key = digest, "label:block") in big-endian 32-bit words', () => {
    const digest = fairDigest(SERVER_SEED, 'alice', 0, 'pack');
    const stream = fairStream(digest, 'rarity');
    const block0 = createHmac('sha256', digest).update('rarity:0').digest();
    const block1 = createHmac('sha256', digest).update('rarity:1').digest();
    const words = Array.from({ length: 9 }, () => stream.nextWord());
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, index) => block0.readUInt32BE(index * 4)));
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('draws below n without bias: words at or past the last whole multiple of n are skipped', () => {
    const fixed = (words: number[]): FairStream => ({ nextWord: () => words.shift() ?? 0 });
    // 2^32 mod 3 = 1: 4294967295 is the one word that would favour 0, so it is skipped.
    expect(fairBelow(fixed([4_294_967_295, 7]), 3)).toBe(1);
    expect(fairBelow(fixed([4_294_967_294]), 3)).toBe(4_294_967_294 % 3);
    expect(() => fairBelow(fixed([1]), 0)).toThrow(RangeError);
  });
});

describe(`the mapping per purpose keeps the published odds over ${SAMPLES} outcomes`, () => {
  const allStar = { cards: 5, odds: { common: 7_000, rare: 2_200, epic: 650, legendary: 140, unique: 10 } };
  const legend = { cards: 3, odds: { rare: 6_000, epic: 3_000, legendary: 900, unique: 100 }, atLeastOne: 'epic' as const };

  it('pack: every card of a pack without a floor follows the odds', () => {
    const drawn = digests(SAMPLES / allStar.cards, 'pack').flatMap((digest) => packOpeningRarities(digest, allStar));
    expect(drawn).toHaveLength(SAMPLES);
    expectRaritiesNear(drawn, allStar.odds);
  });

  it('pack: a pack with a floor always holds one, its other cards follow the odds, its last the redraw rule', () => {
    const packs = digests(SAMPLES, 'pack').map((digest) => packOpeningRarities(digest, legend));
    const atLeastEpic = (rarity: Rarity) => RARITIES.indexOf(rarity) >= RARITIES.indexOf('epic');
    expect(packs.every((pack) => pack.length === 3 && pack.some(atLeastEpic))).toBe(true);
    expectRaritiesNear(packs.map((pack) => pack[0]!), legend.odds);
    expectRaritiesNear(packs.map((pack) => pack[1]!), legend.odds);
    // The last card: rare only when an earlier card reached epic; otherwise a rare is redrawn from epic up.
    const pRare = 0.6;
    const kept = 1 - pRare;
    for (const rarity of ['rare', 'epic', 'legendary', 'unique'] as const) {
      const p = legend.odds[rarity] / 10_000;
      const expected = rarity === 'rare' ? p * (1 - pRare * pRare) : p + pRare * pRare * pRare * (p / kept);
      expectCountNear(packs.filter((pack) => pack[2] === rarity).length, SAMPLES, expected);
    }
  });

  it('box: a rarity under the odds, and a player index uniform over the candidates', () => {
    const boxes = digests(SAMPLES, 'box');
    expectRaritiesNear(boxes.map((digest) => boxOpeningRarity(digest, allStar.odds)), allStar.odds);
    const counts = new Array<number>(7).fill(0);
    for (const digest of boxes.slice(0, SAMPLES / 4)) counts[openingPlayerIndex(digest, 0, 7)]! += 1;
    for (const count of counts) expectCountNear(count, SAMPLES / 4, 1 / 7);
  });

  it('camp: each step succeeds as often as its rate (100, 80, 60, 40, 20 %, a fifth of the attempts each)', () => {
    const rates = [100, 80, 60, 40, 20];
    const successes = rates.map(() => 0);
    for (const [nonce, digest] of digests(SAMPLES, 'camp').entries()) {
      if (campAttemptSuccess(digest, rates[nonce % rates.length]!)) successes[nonce % rates.length]! += 1;
    }
    expect(successes[0]).toBe(SAMPLES / rates.length);
    for (const [index, rate] of rates.entries()) if (rate < 100) expectCountNear(successes[index]!, SAMPLES / rates.length, rate / 100);
  });

  it('training: a child under the parents\' odds', () => {
    const odds = { rare: 500, epic: 6_500, legendary: 2_900, unique: 100 };
    expectRaritiesNear(digests(SAMPLES, 'training').map((digest) => trainingChildRarity(digest, odds)), odds);
  });

  it('draw: each tier as often as its weight', () => {
    const tiers = digests(SAMPLES, 'draw').map((digest) => drawTierOf(digest));
    for (const [index, tier] of DRAW_TIERS.entries()) {
      expectCountNear(tiers.filter((outcome) => outcome.tier === index).length, SAMPLES, tier.weight / DRAW_WEIGHT_TOTAL);
    }
    expect(tiers.every((outcome) => outcome.multiplierBp === DRAW_TIERS[outcome.tier]?.multiplierBp)).toBe(true);
  });

  it('match: the seed is the digest; lots: a permutation with every entry at every place (first included) equally often', () => {
    const [digest] = digests(1, 'match');
    expect(matchSeedOf(digest!)).toMatch(/^[0-9a-f]{64}$/);
    // 100,000 orders of 5 entries: each entry lands at each place (first included) 1/5 of the time.
    const places = Array.from({ length: 5 }, () => new Array<number>(5).fill(0));
    let permutations = 0;
    for (const lots of digests(SAMPLES, 'lots')) {
      const order = lotsOrder(lots, 5);
      if ([...order].sort().join() === '0,1,2,3,4') permutations += 1;
      for (const [place, entry] of order.entries()) places[entry]![place]! += 1;
    }
    expect(permutations).toBe(SAMPLES);
    for (const counts of places) for (const count of counts) expectCountNear(count, SAMPLES, 1 / 5);
  });

  it('a different player seed gives different outcomes under the same odds', () => {
    const alice = digests(200, 'pack', 'alice').map((digest) => packOpeningRarities(digest, allStar).join());
    const bob = digests(200, 'pack', 'bob').map((digest) => packOpeningRarities(digest, allStar).join());
    expect(alice).not.toEqual(bob);
  });
});

describe('the lots drawing of a pack series', () => {
  const list = [
    { position: 2, entry: 'bb_-2', quantity: 3 },
    { position: 1, entry: 'aa-1', quantity: 2 },
    { position: 3, entry: 'cc3', quantity: 1 },
    { position: 4, entry: 'dd4', quantity: 2 },
  ];

  it('the player seed is SHA-256 of the canonical text of the list: "position:entry:quantity" lines in position order', () => {
    expect(lotsListText(list)).toBe('1:aa-1:2\n2:bb_-2:3\n3:cc3:1\n4:dd4:2\n');
    expect(lotsListText([])).toBe('');
    expect(lotsListHash(list)).toBe(createHash('sha256').update('1:aa-1:2\n2:bb_-2:3\n3:cc3:1\n4:dd4:2\n').digest('hex'));
    expect(lotsListHash(list)).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(lotsListHash([...list].reverse())).toBe(lotsListHash(list));
    expect(lotsListHash(list.map((entry) => (entry.position === 3 ? { ...entry, quantity: 2 } : entry)))).not.toBe(lotsListHash(list));
  });

  it('each entry in the drawn order wins what it asked for while lots remain, the last one partly', () => {
    expect(lotsWinners([2, 0, 3, 1], [2, 3, 1, 2], 4)).toEqual([2, 0, 1, 1]);
    expect(lotsWinners([1, 0], [2, 3], 100)).toEqual([2, 3]);
    expect(lotsWinners([1, 0], [2, 3], 0)).toEqual([0, 0]);
  });

  it('fair: the order is lotsOrder of HMAC-SHA256(seed, "list hash:0:lots"); the same list draws the same, another list another order', () => {
    const drawing = drawSeriesLots('fair', SERVER_SEED, list, 4);
    const playerSeed = lotsListHash(list);
    expect(drawing.playerSeed).toBe(playerSeed);
    const digest = createHmac('sha256', Buffer.from(SERVER_SEED, 'hex')).update(`${playerSeed}:0:lots`).digest();
    expect(drawing.order).toEqual(lotsOrder(new Uint8Array(digest), 4));
    expect(drawing.won).toEqual(lotsWinners(drawing.order, [2, 3, 1, 2], 4));
    expect(drawing.won.reduce((sum, won) => sum + won, 0)).toBe(4);
    expect(drawSeriesLots('fair', SERVER_SEED, [...list].reverse(), 4)).toEqual(drawing);
    // Another list (one more reservation) is another player seed: over a few, the orders of the first four differ.
    const others = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'].map((entry) => drawSeriesLots('fair', SERVER_SEED, [...list, { position: 5, entry, quantity: 1 }], 4));
    expect(new Set(others.map((other) => other.playerSeed)).size).toBe(others.length);
    expect(others.some((other) => other.order.filter((index) => index < 4).join() !== drawing.order.join())).toBe(true);
    expect(lotsSeedHash('fair', SERVER_SEED)).toBe(serverSeedHash(SERVER_SEED));
  });

  it('legacy: the rule series drawn before the scheme keep — Fisher–Yates on 48-bit HMAC numbers, committed by the hash of the seed as text', () => {
    const uniform = (k: number) => createHmac('sha256', Buffer.from(SERVER_SEED, 'hex')).update(String(k)).digest().readUIntBE(0, 6) / 2 ** 48;
    const order = [0, 1, 2, 3, 4, 5, 6];
    for (let k = 0; k < order.length - 1; k += 1) {
      const i = order.length - 1 - k;
      const j = Math.floor(uniform(k) * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    expect(legacyLotsOrder(SERVER_SEED, 7)).toEqual(order);
    const drawing = drawSeriesLots('legacy', SERVER_SEED, list, 4);
    expect(drawing.playerSeed).toBeNull();
    expect(drawing.order).toEqual(legacyLotsOrder(SERVER_SEED, 4));
    expect(lotsSeedHash('legacy', SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });
});

describe('matchSeedOf', () => {
  it('is the digest for one human, and HMAC-SHA256(home digest, away digest) for two', () => {
    const [home, away, other] = digests(3, 'match');
    expect(matchSeedOf(home!)).toBe(Buffer.from(home!).toString('hex'));
    const combined = createHmac('sha256', Buffer.from(home!)).update(Buffer.from(away!)).digest('hex');
    expect(matchSeedOf(home!, away!)).toBe(combined);
    expect(matchSeedOf(Buffer.from(home!).toString('hex'), Buffer.from(away!).toString('hex'))).toBe(combined);
    expect(matchSeedOf(away!, home!)).not.toBe(combined);
    expect(matchSeedOf(home!, other!)).not.toBe(combined);
  });
});
