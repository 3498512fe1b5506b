import { sql } from 'drizzle-orm';
import { READ_POOL_SIZE, TRANSACTION_POOL_SIZE } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/build-app';

/**
 * On PostgreSQL a process reads outside transactions from one pool of connections and runs transactions from
 * another (db/client.ts): a purchase never queues behind page reads for a connection, nor a page read behind
 * purchases. PGlite has one connection for everything.
 */
jest.setTimeout(60_000);

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('connections for reads and for transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a read while every transaction connection is held and more transactions wait', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started = 0;
    const transactions = Array.from({ length: TRANSACTION_POOL_SIZE + 2 }, () =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started += 1;
        await gate;
      }),
    );
    while (started < TRANSACTION_POOL_SIZE) await new Promise((resolve) => setTimeout(resolve, 10));

    const read = (await t.app.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: Array<{ answer: number }> };
    expect(read.rows[0]?.answer).toBe(42);
    // The read came back while the transactions still held their connections (two of them waiting for one).
    expect(started).toBe(TRANSACTION_POOL_SIZE);

    open();
    await Promise.all(transactions);
    expect(started).toBe(TRANSACTION_POOL_SIZE + 2);
  });

  it('commits a transaction while every read connection is busy and more reads wait', async () => {
    let readsDone = 0;
    const reads = Array.from({ length: READ_POOL_SIZE + 2 }, () => t.app.db.execute(sql`select pg_sleep(2)`).then(() => (readsDone += 1)));
    // Every read connection is running its sleep before the transaction starts.
    for (;;) {
      const running = (await t.app.db.transaction((tx) =>
        tx.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'select pg_sleep(2)' and state = 'active'`),
      )) as unknown as { rows: Array<{ n: number }> };
      if ((running.rows[0]?.n ?? 0) >= READ_POOL_SIZE) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const committed = await t.app.db.transaction(async (tx) => {
      const [row] = ((await tx.execute(sql`select txid_current()::text as id`)) as unknown as { rows: Array<{ id: string }> }).rows;
      return row?.id;
    });
    expect(committed).toMatch(/^\d+$/);
    expect(readsDone).toBe(0);
    await Promise.all(reads);
    expect(readsDone).toBe(READ_POOL_SIZE + 2);
  });
});
