import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0007_job_runs.sql.
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
