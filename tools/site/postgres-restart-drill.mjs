// A fault drill (issue 27), run by tools/ci/api-postgres.sh as root: PostgreSQL restarted under load. A private,
// throwaway PostgreSQL (initdb in a temporary folder, its own port, run as the postgres user) so that stopping it
// never disturbs the server other tests use; the site server with API_WORKERS=2, its job timers on (pg-boss and the
// matchmaker keep their own connections busy) and its rate limiter counting in the database, under a stream of
// signed-in calls; the database stopped (fast: every
// session ends with 57P01), kept down 3 s, started again. While it is down every call is answered SERVICE_UNAVAILABLE
// (HTTP 200; /health HTTP 503); no process exits; within 10 s of the database's return every call is answered again,
// a purchase goes through, and a live stream opened before the restart gets its event at once (LISTEN again).
// Exits 1 on any failure. Run: node --import tsx tools/site/postgres-restart-drill.mjs (root, PostgreSQL installed).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths, ErrorCode, call, check, finish, signedIn, sleep, startSite, until } from './drill-kit.mjs';

const USERS = 8;
const DOWN_MS = 3_000;
/** The most the service may take to come back once PostgreSQL accepts connections again (ms). */
const RESUME_WITHIN_MS = 10_000;
/** Calls in a row that must all be answered for the service to count as back. */
const BACK_AFTER_CALLS = 20;
/**
 * A live event must arrive this fast (ms), three times 2 s apart: the stream's own heartbeat read (every 20 s) can
 * deliver within one such window, not within three.
 */
const LIVE_WITHIN_MS = 1_000;
const LIVE_TRIES = 3;

const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
const bin = path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
const folder = await mkdtemp(path.join(os.tmpdir(), 'fc-pg-'));
const data = path.join(folder, 'data');
const port = 40_000 + Math.floor(Math.random() * 20_000);
/** A PostgreSQL program run as the postgres user, which owns the folder. @param {string} program @param {string[]} args */
const asPostgres = (program, args) => {
  const done = spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${program} ${args.join(' ')}: ${done.stderr || done.stdout}`);
};
const pgCtl = (/** @type {string[]} */ ...args) => asPostgres('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
const startDatabase = () => pgCtl('-l', path.join(folder, 'log'), '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start');

spawnSync('chown', ['postgres:postgres', folder]);
asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
startDatabase();
const deployDir = await mkdtemp(path.join(os.tmpdir(), 'fc-drill-'));
const site = startSite({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, deployDir, workers: 2, env: { JOB_TIMERS: '1', RATE_LIMIT: 'on', RATE_LIMIT_MAX: '1000000' } });

/**
 * The events of a live stream (GET /api/events/stream), as they arrive.
 * @param {string} token
 */
async function openLive(token) {
  const ticket = await call(site.origin, ApiPaths.eventsTicket, {}, token);
  if (ticket.r !== ErrorCode.OK) throw new Error(`ticket answered ${JSON.stringify(ticket)}`);
  const abort = new AbortController();
  const response = await fetch(`${site.origin}/api${ApiPaths.eventsStream}?ticket=${encodeURIComponent(ticket.d.ticket)}`, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  /** @type {{ event: string, at: number }[]} */
  const events = [];
  const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        if (event) events.push({ event, at: Date.now() });
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return { events, close: () => abort.abort() };
}

try {
  await until(async () => site.workers().length === 2 && (await call(site.origin, ApiPaths.health)).r === ErrorCode.OK, 'two processes serve one port');
  const pids = site.workers();
  const seriesId = 'restart-drill';
  const opened = await call(site.origin, ApiPaths.devPackSeries, { seriesId, kind: 'allStar', period: 'onSale', hoursIn: 1 });
  if (opened.r !== ErrorCode.OK) throw new Error(`/dev/packSeries answered ${JSON.stringify(opened)}`);
  const tokens = [];
  for (let user = 0; user < USERS; user += 1) tokens.push(await signedIn(site.origin, `restart-${user}@example.com`, { TMT: '1000000000000000000000000' }));
  const live = await openLive(tokens[0] ?? '');
  await until(() => live.events.some((entry) => entry.event === 'resync'), 'a live stream is open', 10_000);

  /** @type {{ what: string, startedAt: number, endedAt: number, seen: import('./drill-kit.mjs').Seen }[]} */
  const calls = [];
  let loading = true;
  const load = async (/** @type {string} */ token) => {
    for (let index = 0; loading; index += 1) {
      const [what, body, as] = index % 2 === 0 ? [ApiPaths.currency, {}, token] : [ApiPaths.health, {}, undefined];
      const startedAt = Date.now();
      const seen = await call(site.origin, what, body, as);
      calls.push({ what, startedAt, endedAt: Date.now(), seen });
      await sleep(20);
    }
  };
  const loads = Promise.all(tokens.map(load));
  await sleep(1_500);
  pgCtl('-m', 'fast', 'stop');
  const downAt = Date.now();
  await sleep(DOWN_MS);
  const upStartedAt = Date.now();
  startDatabase();
  const upAt = Date.now();
  let inARow = 0;
  while (inARow < BACK_AFTER_CALLS && Date.now() - upAt < RESUME_WITHIN_MS + 5_000) {
    const seen = await call(site.origin, ApiPaths.currency, {}, tokens[1]);
    inARow = seen.r === ErrorCode.OK ? inARow + 1 : 0;
    if (inARow === 0) await sleep(100);
  }
  const backAt = Date.now();
  await sleep(2_000);
  loading = false;
  await loads;

  const whileDown = calls.filter((entry) => entry.startedAt > downAt && entry.endedAt < upStartedAt);
  const wrongWhileDown = whileDown.filter((entry) => entry.seen.r !== ErrorCode.SERVICE_UNAVAILABLE || entry.seen.status !== (entry.what === ApiPaths.health ? 503 : 200));
  check(whileDown.length > 0 && wrongWhileDown.length === 0, `while the database is down every call is SERVICE_UNAVAILABLE, HTTP 200 (/health 503): ${whileDown.length} calls, ${wrongWhileDown.length} not (${wrongWhileDown.slice(0, 5).map((entry) => JSON.stringify(entry.seen)).join(' ')})`);
  const unanswered = calls.filter((entry) => entry.seen.status === 0 || entry.seen.r === ErrorCode.UNKNOWN);
  check(unanswered.length === 0, `every call got an envelope, never UNKNOWN, before, during and after (${unanswered.length} not: ${unanswered.slice(0, 5).map((entry) => JSON.stringify(entry.seen)).join(' ')})`);
  check(inARow === BACK_AFTER_CALLS && backAt - upAt <= RESUME_WITHIN_MS, `service back by itself ${backAt - upAt} ms after the database (at most ${RESUME_WITHIN_MS})`);
  const afterBack = calls.filter((entry) => entry.startedAt > backAt);
  check(afterBack.length > 0 && afterBack.every((entry) => entry.seen.r === ErrorCode.OK), `every call after that is answered (${afterBack.length} calls)`);
  const bought = await call(site.origin, ApiPaths.packCapsBuy, { seriesId, quantity: 1 }, tokens[2]);
  check(bought.r === ErrorCode.OK, `a purchase goes through (r=${bought.r})`);

  /** @type {number[]} */
  const delays = [];
  for (let attempt = 0; attempt < LIVE_TRIES; attempt += 1) {
    await sleep(2_000);
    const grantedAt = Date.now();
    const granted = await call(site.origin, ApiPaths.devGrant, { email: 'restart-0@example.com', currencies: { GOAL: '7' } });
    if (granted.r !== ErrorCode.OK) throw new Error(`/dev/grant answered ${JSON.stringify(granted)}`);
    const deadline = grantedAt + LIVE_WITHIN_MS + 1_000;
    while (Date.now() < deadline && !live.events.some((entry) => entry.event === 'balance' && entry.at >= grantedAt)) await sleep(20);
    delays.push((live.events.find((entry) => entry.event === 'balance' && entry.at >= grantedAt)?.at ?? Infinity) - grantedAt);
  }
  check(delays.every((delay) => delay <= LIVE_WITHIN_MS), `the live stream opened before the restart gets each of ${LIVE_TRIES} balance events within ${LIVE_WITHIN_MS} ms (LISTEN again): ${delays.join(', ')} ms`);
  live.close();

  check(site.workers().length === 2 && pids.every((pid) => site.workers().includes(pid)) && !site.stderr().includes('exited'), 'no process exited');
  check((await site.stop()) === 0, 'SIGTERM stops the primary cleanly');
} finally {
  if (site.primary.exitCode === null) site.primary.kill('SIGKILL');
  try {
    pgCtl('-m', 'immediate', 'stop');
  } catch {
    // Already stopped.
  }
  await rm(folder, { recursive: true, force: true });
  await rm(deployDir, { recursive: true, force: true });
}
finish('postgres restart drill');
