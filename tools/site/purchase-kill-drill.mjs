// A fault drill on PostgreSQL (issue 27), run by tools/ci/api-postgres.sh: the site server with API_WORKERS=2 on a
// fresh database; many users buy packs one at a time, all at once, and one process is killed (kill -9) under that
// stream. The other keeps serving; every acknowledged purchase is in the database exactly once; nothing unacknowledged
// took money: each user's TMT is what they had minus the purchases that exist for them, and every purchase has its
// ledger row and every ledger row its purchase. Exits 1 on any failure.
// Run: DATABASE_URL=postgres://…/postgres node --import tsx tools/site/purchase-kill-drill.mjs
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminStatement, ApiPaths, ErrorCode, call, check, finish, signedIn, sleep, startSite, until } from './drill-kit.mjs';

const USERS = 24;
/** Each user's purchases (one pack each): an allStar series' daily limit. */
const PACKS_EACH = 10;
/** Acknowledged purchases before the kill, so that it lands in the middle of the stream. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
/** After the kill, every call started this much later is answered (the killed process's connections are gone). */
const SETTLE_MS = 1_000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('purchase kill drill: DATABASE_URL (a PostgreSQL server) is needed');
  process.exit(1);
}
/** @param {string} statement */
const admin = (statement) => adminStatement(serverUrl, statement);

const tag = randomBytes(6).toString('hex');
const database = `fc_test_${tag}`;
const deployDir = await mkdtemp(path.join(os.tmpdir(), 'fc-drill-'));
await admin(`CREATE DATABASE ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const site = startSite({ databaseUrl: url.toString(), deployDir, workers: 2 });
const db = new pg.Client({ connectionString: url.toString() });

try {
  await until(async () => site.workers().length === 2 && (await call(site.origin, ApiPaths.health)).r === ErrorCode.OK, 'two processes serve one port');
  await db.connect();
  const seriesId = `drill-${tag}`;
  const opened = await call(site.origin, ApiPaths.devPackSeries, { seriesId, kind: 'allStar', period: 'onSale', hoursIn: 1 });
  if (opened.r !== ErrorCode.OK) throw new Error(`/dev/packSeries answered ${JSON.stringify(opened)}`);
  const [series] = (await db.query('SELECT id, price_tmt FROM pack_series WHERE public_id = $1', [seriesId])).rows;
  const price = BigInt(series.price_tmt);
  const start = price * BigInt(PACKS_EACH);
  const emails = Array.from({ length: USERS }, (_, index) => `drill-${index}-${tag}@example.com`);
  // One at a time: hashing a password takes a while, and a busy machine would time the calls out.
  /** @type {string[]} */
  const tokens = [];
  for (const email of emails) tokens.push(await signedIn(site.origin, email, { TMT: start.toString() }));
  const ids = new Map((await db.query('SELECT id, email FROM users WHERE email = ANY($1)', [emails])).rows.map((row) => [row.email, Number(row.id)]));

  /** @type {{ user: number, startedAt: number, seen: import('./drill-kit.mjs').Seen }[]} */
  const calls = [];
  const buyAll = async (/** @type {number} */ user) => {
    for (let index = 0; index < PACKS_EACH; index += 1) {
      const startedAt = Date.now();
      calls.push({ user, startedAt, seen: await call(site.origin, ApiPaths.packCapsBuy, { seriesId, quantity: 1 }, tokens[user]) });
    }
  };
  const [victim, survivor] = site.workers();
  if (!victim || !survivor) throw new Error('two processes expected');
  const buying = Promise.all(tokens.map((_, user) => buyAll(user)));
  while (calls.filter((entry) => entry.seen.r === ErrorCode.OK).length < ACKNOWLEDGED_BEFORE_KILL && calls.length < USERS * PACKS_EACH) await sleep(10);
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  await buying;

  const acknowledged = calls.filter((entry) => entry.seen.r === ErrorCode.OK);
  const unanswered = calls.filter((entry) => entry.seen.status === 0);
  const refused = calls.filter((entry) => entry.seen.status !== 0 && entry.seen.r !== ErrorCode.OK);
  console.log(`${calls.length} purchases asked: ${acknowledged.length} acknowledged, ${unanswered.length} unanswered, ${refused.length} refused`);
  check(refused.length === 0, `no purchase refused: each user could pay for all (${refused.map((entry) => entry.seen.r).join(' ')})`);
  check(unanswered.length <= USERS && unanswered.every((entry) => entry.startedAt < killedAt + SETTLE_MS), `only calls under way at the kill went unanswered (${unanswered.length}: ${[...new Set(unanswered.map((entry) => 'error' in entry.seen && entry.seen.error))].join(' ')})`);
  check(acknowledged.filter((entry) => entry.startedAt > killedAt).length >= USERS, 'the other process kept serving purchases after the kill');

  const bought = (await db.query('SELECT p.public_id, p.user_id, p.quantity, p.cost, c.token_id, c.owner_id FROM pack_purchases p LEFT JOIN cards c ON c.id = ANY(p.card_ids) WHERE p.series_id = $1', [series.id])).rows;
  /** @type {Map<string, string[]>} */
  const purchasesOfToken = new Map();
  for (const row of bought) if (row.token_id) purchasesOfToken.set(row.token_id, [...(purchasesOfToken.get(row.token_id) ?? []), row.public_id]);
  const missing = acknowledged.filter((entry) => {
    const tokenIds = /** @type {string[]} */ (entry.seen.d.tokenIds);
    return tokenIds.length !== 1 || tokenIds.some((tokenId) => purchasesOfToken.get(tokenId)?.length !== 1 || bought.find((row) => row.token_id === tokenId)?.owner_id !== String(ids.get(emails[entry.user] ?? '')));
  });
  check(missing.length === 0, `every acknowledged purchase is there exactly once, its pack with its buyer (${missing.length} not)`);

  const purchases = new Map(bought.map((row) => [row.public_id, row]));
  const unacknowledgedThere = purchases.size - acknowledged.length;
  check(unacknowledgedThere >= 0 && unacknowledgedThere <= unanswered.length, `purchases not acknowledged (${unacknowledgedThere}) are among the unanswered calls (${unanswered.length})`);
  check([...purchases.values()].every((row) => Number(row.quantity) === 1 && BigInt(row.cost) === price), 'every purchase is one pack at its price');

  const userIds = [...ids.values()];
  const ledgerRows = (await db.query("SELECT user_id, delta, ref FROM ledger WHERE reason = 'pack_purchase' AND user_id = ANY($1)", [userIds])).rows;
  const orphanRows = ledgerRows.filter((row) => {
    const purchase = purchases.get(String(row.ref).replace(/^pack:/, ''));
    return !purchase || purchase.user_id !== row.user_id || BigInt(row.delta) !== -BigInt(purchase.cost);
  });
  const refs = new Set(ledgerRows.map((row) => row.ref));
  check(orphanRows.length === 0 && ledgerRows.length === refs.size, `every ledger row has its purchase, once (${orphanRows.length} without)`);
  check([...purchases.keys()].every((publicId) => refs.has(`pack:${publicId}`)), 'every purchase has its ledger row');

  const balances = new Map((await db.query("SELECT user_id, amount FROM balances WHERE currency = 'TMT' AND user_id = ANY($1)", [userIds])).rows.map((row) => [Number(row.user_id), BigInt(row.amount)]));
  const wrong = userIds.filter((userId) => {
    const paid = [...purchases.values()].filter((row) => Number(row.user_id) === userId).reduce((sum, row) => sum + BigInt(row.cost), 0n);
    return balances.get(userId) !== start - paid;
  });
  check(wrong.length === 0, `each user's TMT is the start minus the purchases that exist (${wrong.length} not)`);
  const ledgerCheck = await call(site.origin, ApiPaths.devLedgerCheck);
  check(ledgerCheck.r === ErrorCode.OK && ledgerCheck.d.balances.length === 0 && ledgerCheck.d.chains.length === 0, '/dev/ledgerCheck: every balance is its ledger');

  await until(() => site.workers().length === 2 && !site.workers().includes(victim), 'a new process takes the killed one’s place');
  check((await site.stop()) === 0, 'SIGTERM stops the primary cleanly');
} finally {
  await db.end().catch(() => undefined);
  if (site.primary.exitCode === null) site.primary.kill('SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(deployDir, { recursive: true, force: true });
}
finish('purchase kill drill');
