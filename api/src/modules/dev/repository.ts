import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from './tables';

export async function insertOutboxMail(db: Executor, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

export async function listOutboxMails(db: Executor, toEmail: string, limit: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, toEmail)).orderBy(desc(mailOutbox.id)).limit(limit);
}
