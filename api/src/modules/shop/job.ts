import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { ROTATING_AREAS, ROTATION, SHOP_GOODS, type RotatingArea } from './constants';
import { insertRotation } from './repository';
import { rotationGoods } from './rotation';
import { rotationWindow } from './service';

/**
 * 00:00 UTC (daily) and Monday 00:00 UTC (weekly): the area's new rotation with fresh stock. Once per period (job_runs
 * in the run's transaction), and the rotation's row is keyed by its period, so a second worker or a restart writes
 * nothing more; a period missed while no process ran is written by the next tick, the ones before it are not needed.
 */
export function rotationJob(area: RotatingArea): ScheduledJob {
  return {
    name: ROTATION[area].job,
    cron: ROTATION[area].cron,
    async run({ tx, period, now }) {
      const goodsIds = rotationGoods(area, period);
      const goods = goodsIds.map((goodsId) => ({ goodsId, stock: SHOP_GOODS[goodsId].stock ?? 0 }));
      const written = await insertRotation(tx, { area, periodStart: period, goods, createdAt: now }, rotationWindow(period));
      return { written, goods: goodsIds };
    },
  };
}

export default fp(
  async (app) => {
    for (const area of ROTATING_AREAS) app.jobs.define(rotationJob(area));
  },
  { name: 'fc-shop-jobs', dependencies: ['fc-jobs'] },
);
