import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppClock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The app's clock; every expiry, cooldown, lockout and TOTP check reads it. */
    now: () => Date;
    /** The same clock, which the dev routes can move forward (never registered in production). */
    clock: AppClock;
  }
}

export interface ConfigPluginOptions {
  config: AppConfig;
  now: () => Date;
}

export default fp<ConfigPluginOptions>(
  async (app, { config, now }) => {
    app.decorate('config', config);
    const clock = new AppClock(now);
    app.decorate('clock', clock);
    app.decorate('now', clock.now);
  },
  { name: 'fc-config' },
);
