import { allocateProRata } from './money';

describe('allocateProRata', () => {
  it('pays the whole pool: the floors, then one unit each to the largest remainders', () => {
    // 10 × 100/300 = 3.33 each: one unit left, to the first of the equal remainders.
    expect(allocateProRata(10n, [100, 100, 100])).toEqual([4n, 3n, 3n]);
    // 2,600 among 10,000 and 1,100: remainders decide who gets the leftover units.
    const pool = 2_600n * 10n ** 18n;
    const shares = allocateProRata(pool, [10_000, 1_100]);
    expect(shares[0]! + shares[1]!).toBe(pool);
    expect(shares[0]! - (pool * 10_000n) / 11_100n).toBeLessThanOrEqual(1n);
    expect(allocateProRata(7n, [1, 2, 4])).toEqual([1n, 2n, 4n]);
    expect(allocateProRata(5n, [1, 1, 1, 1, 1, 1, 1])).toEqual([1n, 1n, 1n, 1n, 1n, 0n, 0n]);
  });

  it('gives nothing to a weight of zero, and nothing at all without weight or pool', () => {
    expect(allocateProRata(10n, [0, 3, 0, 1])).toEqual([0n, 8n, 0n, 2n]);
    expect(allocateProRata(10n, [0, 0])).toEqual([0n, 0n]);
    expect(allocateProRata(0n, [1, 2])).toEqual([0n, 0n]);
    expect(allocateProRata(10n, [])).toEqual([]);
  });

  it('always sums to the pool and never gives anyone more than one unit above their exact share', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const weights = Array.from({ length: (seed % 9) + 1 }, (_, i) => ((seed * 7919 + i * 104_729) % 5000) + 1);
      const pool = BigInt(seed) * 1_000_003n + 17n;
      const shares = allocateProRata(pool, weights);
      const total = weights.reduce((sum, w) => sum + w, 0);
      expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(pool);
      shares.forEach((share, i) => {
        const floor = (pool * BigInt(weights[i]!)) / BigInt(total);
        expect(share === floor || share === floor + 1n).toBe(true);
      });
    }
  });
});
