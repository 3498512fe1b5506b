import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0006_app_secrets.sql.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
