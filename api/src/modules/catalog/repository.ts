import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Position, PreferredPosition } from './constants';
import { clubs, players } from './tables';

export type Player = typeof players.$inferSelect;
export type Club = typeof clubs.$inferSelect;

export async function findPlayer(db: Executor, id: number): Promise<Player | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

/** The players of the catalog, of one club and/or one line when asked, by id. */
export async function listPlayers(db: Executor, { clubId, position }: { clubId?: number; position?: Position } = {}): Promise<Player[]> {
  const filters: SQL[] = [];
  if (clubId !== undefined) filters.push(eq(players.clubId, clubId));
  if (position !== undefined) filters.push(eq(players.position, position));
  return db.select().from(players).where(and(...filters)).orderBy(players.id);
}

export async function findClub(db: Executor, id: number): Promise<Club | null> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
  return row ?? null;
}

/** The players whose preferred position is `preferred`, by id. */
export function playersPreferring(db: Executor, preferred: PreferredPosition): Promise<{ id: number }[]> {
  return db.select({ id: players.id }).from(players).where(eq(players.preferredPosition, preferred)).orderBy(asc(players.id));
}

/** The names of the catalog's clubs, by id. */
export async function clubNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: clubs.name }).from(clubs).orderBy(asc(clubs.id));
  return rows.map((row) => row.name);
}
