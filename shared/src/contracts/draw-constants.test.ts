import { randomBytes } from 'node:crypto';
import {
  DRAW_BP,
  DRAW_MAX_MULTIPLIER_BP,
  DRAW_MEAN_MULTIPLIER_BP,
  DRAW_MIN_MULTIPLIER_BP,
  DRAW_PRICE,
  DRAW_PRICE_IN_GOAL,
  DRAW_TIERS,
  DRAW_WEIGHT_TOTAL,
  drawCommitment,
  drawInviterReward,
  drawOutcome,
  drawReward,
} from './draw-constants';

const SAMPLES = 100_000;

describe('the draw distribution', () => {
  it('has tiers within 60–160 % whose weights cover the total with a mean of exactly 110 %', () => {
    expect(DRAW_TIERS.reduce((sum, tier) => sum + tier.weight, 0)).toBe(DRAW_WEIGHT_TOTAL);
    expect(DRAW_TIERS.reduce((sum, tier) => sum + tier.multiplierBp * tier.weight, 0)).toBe(DRAW_MEAN_MULTIPLIER_BP * DRAW_WEIGHT_TOTAL);
    for (const tier of DRAW_TIERS) {
      expect(tier.multiplierBp).toBeGreaterThanOrEqual(DRAW_MIN_MULTIPLIER_BP);
      expect(tier.multiplierBp).toBeLessThanOrEqual(DRAW_MAX_MULTIPLIER_BP);
    }
    expect(DRAW_MIN_MULTIPLIER_BP).toBe(6_000);
    expect(DRAW_MAX_MULTIPLIER_BP).toBe(16_000);
  });

  it(`averages 110 % ± 1 % over ${SAMPLES} outcomes from random seeds, every one within 60–160 %`, () => {
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    const counts = new Map<number, number>();
    for (let index = 0; index < SAMPLES; index += 1) {
      const { multiplierBp } = drawOutcome(randomBytes(32).toString('hex'), index % 7);
      sum += multiplierBp;
      min = Math.min(min, multiplierBp);
      max = Math.max(max, multiplierBp);
      counts.set(multiplierBp, (counts.get(multiplierBp) ?? 0) + 1);
    }
    const meanPercent = sum / SAMPLES / 100;
    const shares = DRAW_TIERS.map((tier) => `${tier.multiplierBp / 100}%: ${(((counts.get(tier.multiplierBp) ?? 0) / SAMPLES) * 100).toFixed(2)}%`);
    console.log(`draw: ${SAMPLES} outcomes, mean ${meanPercent.toFixed(3)} %, min ${min / 100} %, max ${max / 100} %; ${shares.join(', ')}`);
    expect(Math.abs(meanPercent - 110)).toBeLessThanOrEqual(1);
    expect(min).toBeGreaterThanOrEqual(6_000);
    expect(max).toBeLessThanOrEqual(16_000);
  });

  it('is a pure function of the seed and the nonce', () => {
    const seed = 'ab'.repeat(32);
    expect(drawOutcome(seed, 3)).toEqual(drawOutcome(seed, 3));
    const rolls = new Set(Array.from({ length: 20 }, (_, nonce) => drawOutcome(seed, nonce).roll));
    expect(rolls.size).toBeGreaterThan(1);
    for (const roll of rolls) expect(roll).toBeLessThan(DRAW_WEIGHT_TOTAL);
  });

  it('commits to a seed by its SHA-256', () => {
    // SHA-256 of 32 zero bytes.
    expect(drawCommitment('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('pays the multiplier of the price at the rate, the inviter 10 % of it', () => {
    const goal = 10n ** 18n;
    expect(DRAW_PRICE).toBe(100n * goal);
    expect(DRAW_PRICE_IN_GOAL).toBe(250n * goal);
    expect(drawReward(DRAW_BP)).toBe(DRAW_PRICE_IN_GOAL);
    expect(drawReward(6_000)).toBe(150n * goal);
    expect(drawReward(16_000)).toBe(400n * goal);
    expect(drawInviterReward(drawReward(11_000))).toBe(275n * goal / 10n);
  });
});
