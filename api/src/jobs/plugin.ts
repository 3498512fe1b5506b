import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: modules `define()` their jobs while the app registers; tests call `tick()` and `drain()`. */
    jobs: JobRunner;
  }
}

/**
 * pg-boss on the app's database. With timers (the servers) it starts when the app is ready; without (tests) on first
 * use, so an app that never touches jobs does not pay for pg-boss's schema. Stopped before the database closes.
 */
export default fp(
  async (app) => {
    const runner = new JobRunner({ handle: app.dbHandle, now: app.now, log: app.log, config: app.config.jobs });
    app.decorate('jobs', runner);
    if (app.config.jobs.timers) app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'fc-jobs', dependencies: ['fc-config', 'fc-db'] },
);
