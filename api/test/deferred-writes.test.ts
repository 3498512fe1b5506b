import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SqlResult } from '../src/db/client';
import { DeferredWrite } from '../src/db/deferred-writes';
import { createTestApp, type TestApp } from './helpers/build-app';
import { restoreStatementLog, statementsDuring } from './helpers/statements';

/**
 * Rows kept by a transaction and written at its end (db/deferred-writes.ts), on two tables of this test's own: every
 * kind in one statement, what a savepoint rolled back never written, and more rows than one statement takes all written.
 */
jest.setTimeout(120_000);

const notes = pgTable('deferred_test_notes', { id: serial('id').primaryKey(), body: text('body').notNull() });
const marks = pgTable('deferred_test_marks', { id: serial('id').primaryKey(), n: integer('n').notNull() });
const pendingNotes = new DeferredWrite<typeof notes.$inferInsert>((tx, rows) => tx.insert(notes).values(rows));
const pendingMarks = new DeferredWrite<typeof marks.$inferInsert>((tx, rows) => tx.insert(marks).values(rows));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.execute(sql`create table deferred_test_notes (id serial primary key, body text not null)`);
  await t.app.db.execute(sql`create table deferred_test_marks (id serial primary key, n integer not null)`);
});
beforeEach(async () => {
  await t.app.db.execute(sql`truncate deferred_test_notes, deferred_test_marks`);
});
afterAll(async () => {
  restoreStatementLog();
  await t.close();
});

async function rowsOf(table: 'deferred_test_notes' | 'deferred_test_marks'): Promise<number> {
  const result = (await t.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as SqlResult;
  return Number((result.rows[0] as { n: number }).n);
}

it('writes the rows of every kind in one statement at the end of the transaction', async () => {
  const { statements } = await statementsDuring(() =>
    t.app.db.transaction(async (tx) => {
      await pendingNotes.add(tx, { body: 'first' });
      await pendingMarks.add(tx, { n: 1 });
      await pendingNotes.add(tx, { body: 'second' });
      const [seen] = await tx.select({ n: sql<number>`count(*)::int` }).from(notes);
      // Kept until the work is done: nothing is in the table yet.
      expect(Number(seen?.n)).toBe(0);
    }),
  );
  const inserts = statements.filter((statement) => /insert into/i.test(statement));
  expect(inserts).toHaveLength(1);
  expect(await rowsOf('deferred_test_notes')).toBe(2);
  expect(await rowsOf('deferred_test_marks')).toBe(1);
  const bodies = await t.app.db.select({ body: notes.body }).from(notes).orderBy(notes.id);
  expect(bodies.map((row) => row.body)).toEqual(['first', 'second']);
});

it('drops the rows of a savepoint that rolls back and of a transaction that fails', async () => {
  await t.app.db.transaction(async (tx) => {
    await pendingNotes.add(tx, { body: 'kept' });
    await tx
      .transaction(async (inner) => {
        await pendingMarks.add(inner, { n: 2 });
        throw new Error('the savepoint rolls back');
      })
      .catch(() => undefined);
    await tx.transaction(async (inner) => pendingMarks.add(inner, { n: 3 }));
  });
  await expect(
    t.app.db.transaction(async (tx) => {
      await pendingNotes.add(tx, { body: 'never' });
      throw new Error('the transaction fails');
    }),
  ).rejects.toThrow('the transaction fails');
  const bodies = await t.app.db.select({ body: notes.body }).from(notes);
  expect(bodies.map((row) => row.body)).toEqual(['kept']);
  const kept = await t.app.db.select({ n: marks.n }).from(marks);
  expect(kept.map((row) => row.n)).toEqual([3]);
});

it('writes every row when the kinds together pass what one statement takes', async () => {
  await t.app.db.transaction(async (tx) => {
    for (let index = 0; index < 1_500; index += 1) await pendingNotes.add(tx, { body: `note ${index}` });
    for (let index = 0; index < 700; index += 1) await pendingMarks.add(tx, { n: index });
  });
  expect(await rowsOf('deferred_test_notes')).toBe(1_500);
  expect(await rowsOf('deferred_test_marks')).toBe(700);
});

it("writes a kind's rows in its order across all its statements, rows alike in the order added", async () => {
  const pendingNotesByRank = new DeferredWrite<{ rank: number; added: number }>(
    (tx, rows) => tx.insert(notes).values(rows.map(({ rank, added }) => ({ body: `${rank}/${added}` }))),
    (a, b) => a.rank - b.rank,
  );
  // More rows than one statement takes, ranks in no order and each rank many times.
  const added = Array.from({ length: 1_500 }, (_, index) => ({ rank: (index * 7) % 10, added: index }));
  await t.app.db.transaction(async (tx) => {
    for (const row of added) await pendingNotesByRank.add(tx, row);
  });
  const bodies = await t.app.db.select({ body: notes.body }).from(notes).orderBy(notes.id);
  const expected = added.toSorted((a, b) => a.rank - b.rank).map(({ rank, added: place }) => `${rank}/${place}`);
  expect(bodies.map((row) => row.body)).toEqual(expected);
});

it('writes a row at once outside a transaction', async () => {
  await pendingMarks.add(t.app.db, { n: 9 });
  expect(await rowsOf('deferred_test_marks')).toBe(1);
});
