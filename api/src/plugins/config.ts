import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The app's clock; every expiry, cooldown, lockout and TOTP check reads it. */
    now: () => Date;
  }
}

export interface ConfigPluginOptions {
  config: AppConfig;
  now: () => Date;
}

export default fp<ConfigPluginOptions>(
  async (app, { config, now }) => {
    app.decorate('config', config);
    app.decorate('now', now);
  },
  { name: 'fc-config' },
);
