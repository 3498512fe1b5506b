import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lineupGroups, type GroupRow } from './tables';

// The queries behind a manager's lineup groups (groups.ts).

export function groupsOf(db: Executor, userId: number): Promise<GroupRow[]> {
  return db.select().from(lineupGroups).where(eq(lineupGroups.userId, userId)).orderBy(asc(lineupGroups.id));
}

export async function findGroup(db: Executor, userId: number, id: number): Promise<GroupRow | null> {
  const [group] = await db.select().from(lineupGroups).where(and(eq(lineupGroups.id, id), eq(lineupGroups.userId, userId)));
  return group ?? null;
}

export async function findActiveGroup(db: Executor, userId: number): Promise<GroupRow | null> {
  const [group] = await db
    .select()
    .from(lineupGroups)
    .where(and(eq(lineupGroups.userId, userId), eq(lineupGroups.active, true)));
  return group ?? null;
}

/** No group of the manager's is active any more. */
export async function deactivateGroups(tx: Executor, userId: number): Promise<void> {
  await tx.update(lineupGroups).set({ active: false }).where(and(eq(lineupGroups.userId, userId), eq(lineupGroups.active, true)));
}

export async function setGroupActive(tx: Executor, id: number): Promise<void> {
  await tx.update(lineupGroups).set({ active: true }).where(eq(lineupGroups.id, id));
}

export async function updateGroup(tx: Executor, id: number, values: Partial<typeof lineupGroups.$inferInsert>): Promise<GroupRow> {
  const [saved] = await tx.update(lineupGroups).set(values).where(eq(lineupGroups.id, id)).returning();
  if (!saved) throw new Error('the group write answered no row');
  return saved;
}

export async function insertGroup(tx: Executor, values: typeof lineupGroups.$inferInsert): Promise<GroupRow> {
  const [saved] = await tx.insert(lineupGroups).values(values).returning();
  if (!saved) throw new Error('the group write answered no row');
  return saved;
}

export async function deleteGroupRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(lineupGroups).where(eq(lineupGroups.id, id));
}

export async function findGroupById(db: Executor, id: number): Promise<GroupRow | null> {
  const [group] = await db.select().from(lineupGroups).where(eq(lineupGroups.id, id));
  return group ?? null;
}
