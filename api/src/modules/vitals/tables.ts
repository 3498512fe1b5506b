import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { RemoteName, VitalMetric } from '@fc/shared/contracts';

// Mirrors migrations/0033_vitals.sql.
export const vitalsHistogram = pgTable(
  'vitals_histogram',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    remote: text('remote').$type<RemoteName>().notNull(),
    remoteVersion: text('remote_version').notNull(),
    shellVersion: text('shell_version').notNull(),
    metric: text('metric').$type<VitalMetric>().notNull(),
    bucket: smallint('bucket').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.route, table.remote, table.remoteVersion, table.shellVersion, table.metric, table.bucket],
    }),
  ],
);
