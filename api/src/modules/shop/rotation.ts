import { createHash } from 'node:crypto';
import { SHOP_GOODS_IDS, type ShopGoodsId } from '@fc/shared/contracts';
import { latestPeriod } from '../../jobs/runner';
import { uniform } from '../cards';
import { ROTATION, SHOP_GOODS, type RotatingArea } from './constants';

/**
 * What a rotation offers is a deterministic function of its area and period, so anyone can recompute it and a job run
 * twice (or by two workers) picks the same goods: the seed is SHA-256 of `shop:<area>:<period start ISO>`, and the
 * pick is a partial Fisher–Yates shuffle of the area's pool (catalogue order) by that seed's numbers (cards/draw.ts).
 */
export function rotationSeed(area: RotatingArea, periodStart: Date): string {
  return createHash('sha256').update(`shop:${area}:${periodStart.toISOString()}`).digest('hex');
}

export function rotationPool(area: RotatingArea): ShopGoodsId[] {
  return SHOP_GOODS_IDS.filter((goodsId) => SHOP_GOODS[goodsId].area === area);
}

export function rotationGoods(area: RotatingArea, periodStart: Date): ShopGoodsId[] {
  const pool = rotationPool(area);
  const seed = rotationSeed(area, periodStart);
  const size = Math.min(ROTATION[area].size, pool.length);
  for (let index = 0; index < size; index += 1) {
    const pick = index + Math.floor(uniform(seed, index) * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick] as ShopGoodsId, pool[index] as ShopGoodsId];
  }
  return pool.slice(0, size);
}

/** The next rotation of an area after `now` (its cron's newest occurrence plus one period). */
export function nextRotation(area: RotatingArea, now: Date): Date {
  return new Date(latestPeriod(ROTATION[area].cron, now).getTime() + ROTATION[area].periodMs);
}
