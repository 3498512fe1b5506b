import fp from 'fastify-plugin';
import type { DatabaseTarget } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  target: DatabaseTarget;
}

/** Opens PGlite or PostgreSQL, applies pending migrations, and closes the database with the app. */
export default fp<DbPluginOptions>(
  async (app, { target }) => {
    const handle = await openDatabase(target, {
      onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when needed'),
    });
    try {
      const applied = await migrate(handle);
      if (applied.length) app.log.info({ applied, database: handle.kind }, 'migrations applied');
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('dbHandle', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'fc-db' },
);
