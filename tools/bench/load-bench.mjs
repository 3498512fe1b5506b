// `npm run bench -- --load` (issue 27): a mix of calls against the site server on PostgreSQL, with 1 API process and
// then one per core (API_WORKERS), printed as one table: requests/s, p50/p99 per route, expected refusals apart from
// errors, public live streams held, the scaling factor, and a purchase's p99 at the load one process sustains.
// Needs DATABASE_URL (a PostgreSQL server): a fresh database per run, dropped at the end. Figures, not a test: it
// exits 0 once it could measure, whatever the goal line says. Run through tsx (bench.mjs) for the shared contracts.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Pool } from 'undici';
import contracts from '@fc/shared/contracts';
import sales from '@fc/shared/contracts/sales';
import { SERVER_NODE_ARGS } from '../site/server-command.mjs';

// The shared package is TypeScript that tsx loads as CommonJS: its names come from the default export.
const { API_BASE, ApiPaths, TOKEN_HEADER, errorKey } = contracts;
const { MARKET_SORTS, MARKET_TABS, minimumNextBid } = sales;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `npm run bench -- --load [--duration 20] [--rate-duration 60] [--workers 1,N] [--connections 32] [--users 100] [--streams 2000] [--rate-limits]
  DATABASE_URL  a PostgreSQL server the bench may create and drop a database on (tools/ci/api-postgres.sh starts one)
  --duration    seconds of each measured mix run (one per process count)
  --rate-duration seconds of each probe for the rate one process keeps up with, and of each fixed-rate step (50 % and 80 % of
                that rate): a p99 needs several hundred purchases, and a rate kept up with for 20 s was not one for a minute
  --workers     API process counts to compare (default 1 and os.availableParallelism())
  --connections concurrent clients of the mix (closed loop: each sends its next call when its last one answered)
  --users       signed-in users, created and funded through the dev routes
  --streams     public live streams held open during each run (0: none)
  --rate-limits keep the per-address rate limiter on (at limits no run reaches) to see what counting costs`;

/** Seconds of warm-up before each measured run (JIT, connections, caches); its figures are thrown away. */
const WARM_UP_S = 3;
/**
 * The load one process sustains, found by fixed-rate probes of `--rate-duration` seconds (as long as the steps judged
 * at its shares: a 20-s probe kept up with rates that overloaded a 60-s step, decision 0024): the first offers
 * SUSTAIN_FIRST_SHARE of the rate the closed loop reached, each next one SUSTAIN_STEP_SHARE more (or less, while the
 * first is not kept up with), up to SUSTAIN_LAST_SHARE. A closed loop's rate is no measure of it: its clients wait for
 * their answers, so it reads whatever the machine gave it in those seconds (223 to 292 requests/s on the same code).
 * A rate is kept up with when nothing was dropped or failed, at the probe's end the calls still in flight are fewer
 * than SUSTAIN_BACKLOG_S seconds of its arrivals (a server that falls behind piles them up), and the p99 of all its
 * calls stays within SUSTAIN_CALL_P99_MS (past it, visitors wait on a queue that has only not grown yet).
 */
const SUSTAIN_FIRST_SHARE = 0.6;
const SUSTAIN_STEP_SHARE = 0.1;
const SUSTAIN_LAST_SHARE = 1.5;
const SUSTAIN_BACKLOG_S = 0.5;
const SUSTAIN_CALL_P99_MS = 1_000;
/**
 * The long fixed-rate steps offer these shares of the sustained rate; the last is the load the goal is judged at (a
 * process run at what it sustains keeps a fifth spare for bursts). The half-load step shows the calls with headroom.
 */
const FIXED_RATE_SHARES = [0.5, 0.8];
/** Goal of issue 27: a purchase's p99 at the load one process sustains. */
const PURCHASE_P99_GOAL_MS = 100;
/**
 * The fixed-rate step: how often it starts what is due, and most calls in flight before it counts one as dropped. Its
 * calls stand for visitors arriving on their own, so each in flight has a connection of its own (up to that bound):
 * on the mix's few shared connections a handful of slow calls held them all, and the calls behind waited in the
 * bench, timed as the server's.
 */
const RATE_TICK_MS = 5;
const RATE_MAX_IN_FLIGHT = 512;
/** How long one call may take before it counts as an error, and how long a site gets to start. */
const CALL_TIMEOUT_MS = 10_000;
const SITE_START_TIMEOUT_MS = 120_000;
/**
 * A second counts for the machine's speed with this many samples (of ten: a sample taken off its core is not one, and
 * on a saturated machine most are); its best is this quantile of them all.
 */
const SPEED_MIN_SAMPLES = 2;
const SPEED_BEST_SHARE = 0.95;
/** A started process counts as ready once it used less than this share of a core over IDLE_SAMPLE_MS. */
const IDLE_CPU_SHARE = 0.1;
const IDLE_SAMPLE_MS = 500;
/** Streams opened at once, and how long a stream's first answer may take. */
const STREAM_OPEN_BATCH = 200;
const STREAM_HEADERS_TIMEOUT_MS = 30_000;
/** Calls at once while the users and listings are made. */
const SETUP_CONCURRENCY = 8;

const BENCH_PASSWORD = 'Load-bench-2026';
const TMT = 10n ** 18n;
/** Each user's TMT: enough for every purchase, bid and pack of a run. */
const USER_TMT = 1_000_000n * TMT;
/** Cards each user lists at a fixed price at the start; a bought card is listed again by its buyer, so the pool lasts. */
const LISTINGS_PER_USER = 3;
const FIXED_PRICE_MAX_TMT = 100;
/** Auctions listed at the start (by the first users), their starting price and length. */
const AUCTIONS = 40;
const AUCTION_START_PRICE = 10n * TMT;
const AUCTION_HOURS = 72;
/** Unopened packs each user holds at the start (pack buying adds more), and the series kind the bench sells. */
const PACKS_PER_USER = 3;
const PACK_KIND = 'allStar';
/** Per user and series a day (SERIES_CONFIG.allStar.dailyLimit of the API): then the bench opens another series. */
const PACK_DAILY_LIMIT = 10;

/** Refusals a busy market answers by design (sold out, outbid, someone was first): counted apart, not errors. */
const EXPECTED_REFUSALS = new Set([
  'LISTING_NOT_AVAILABLE',
  'BID_TOO_LOW',
  'ALREADY_LEADING',
  'PACK_SOLD_OUT',
  'DAILY_PURCHASE_LIMIT',
  'MAX_PURCHASES_REACHED',
  'CONCURRENT_CHANGE',
]);
/** What a purchase is, for the goal line. */
const PURCHASE_ROUTE = ApiPaths.marketBuy;

/**
 * The mix: what one client's next call is, by weight. Guests browse (three calls in four); signed-in users buy fixed
 * price listings (and list the card again), bid on auctions, buy packs and open them.
 * @type {[ActionName, number][]}
 */
const MIX = [
  ['marketList', 30],
  ['marketDetail', 20],
  ['packList', 15],
  ['packDetail', 10],
  ['buyListing', 10],
  ['bid', 8],
  ['buyPack', 3],
  ['openPack', 4],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/** @typedef {'marketList' | 'marketDetail' | 'packList' | 'packDetail' | 'buyListing' | 'bid' | 'buyPack' | 'openPack'} ActionName */
/** @typedef {{ email: string, token: string, packsBought: number }} BenchUser */
/** @typedef {{ transId: string, seller: number }} FixedListing */
/** @typedef {{ transId: string, seller: number, leader: number | null, minNextBid: bigint }} Auction */
/** @typedef {{ r: number, d: any }} Envelope */
/** @typedef {{ latencies: number[], ok: number, refused: Map<string, number>, errors: Map<string, number> }} RouteFigures */
/**
 * @typedef {{ requests: number, actions: number, seconds: number, clientCores: number, loadAverage: number, routes: Map<string, RouteFigures>,
 *   apiCpuMs?: number, databaseCpuMs?: number }} RunFigures
 */

// ---------------------------------------------------------------------------------------------------------------- options

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    'rate-duration': { type: 'string', default: '60' },
    workers: { type: 'string', default: `1,${os.availableParallelism()}` },
    connections: { type: 'string', default: '32' },
    users: { type: 'string', default: '100' },
    streams: { type: 'string', default: '2000' },
    'rate-limits': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
/** @param {string} name @param {string} text @param {number} min */
const wholeNumber = (name, text, min) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`load bench: --${name} must be a whole number ≥ ${min} (got "${text}")\n${USAGE}`);
    process.exit(1);
  }
  return value;
};
const DURATION_S = wholeNumber('duration', options.duration, 1);
const RATE_DURATION_S = wholeNumber('rate-duration', options['rate-duration'], 1);
const CONNECTIONS = wholeNumber('connections', options.connections, 1);
const USERS = wholeNumber('users', options.users, 2);
const STREAMS = wholeNumber('streams', options.streams, 0);
const WORKER_COUNTS = [...new Set(options.workers.split(',').map((text) => wholeNumber('workers', text.trim(), 1)))];
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(`load bench: DATABASE_URL (a PostgreSQL server) is needed\n${USAGE}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------- helpers

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @template T @param {T[]} list @returns {T | undefined} */
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** @param {number} min @param {number} max */
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? 0;
/** @param {number} value */
const whole = (value) => Math.round(value).toLocaleString('en');
/** @param {number} ms */
const millis = (ms) => (ms >= 100 ? String(Math.round(ms)) : ms.toFixed(1));

/** @param {string} statement */
async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** @param {number} pid */
const childrenOf = (pid) =>
  spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time a process used so far, in clock ticks (Linux /proc; 0 for a process gone or not on this machine). @param {number} pid */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Waits until every process is idle: a worker that still loads its code has not taken its share of the port yet. @param {number[]} pids */
async function untilIdle(pids) {
  for (;;) {
    const before = pids.map(cpuTicks);
    await sleep(IDLE_SAMPLE_MS);
    const busiest = Math.max(...pids.map((pid, index) => (cpuTicks(pid) - (before[index] ?? 0)) / TICKS_PER_SECOND / (IDLE_SAMPLE_MS / 1000)));
    if (busiest < IDLE_CPU_SHARE) return;
  }
}

/**
 * CPU milliseconds that processes use from now on: call the answer to read them. What a request costs the server in
 * CPU holds when other work shares the machine, where its latencies and rates do not. @param {number[]} pids
 */
function cpuMeter(pids) {
  const before = new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
  return () => [...before].reduce((total, [pid, ticks]) => total + Math.max(0, cpuTicks(pid) - ticks), 0) * (1000 / TICKS_PER_SECOND);
}

/** The server processes of the bench's database (the API's pool connections), as PostgreSQL lists them. @param {string} database */
async function databaseBackends(database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
    return rows.map((row) => Number(row.pid));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------- figures

class Recorder {
  constructor() {
    /** @type {Map<string, RouteFigures>} */
    this.routes = new Map();
    this.actions = 0;
    this.cpuAtStart = process.cpuUsage();
  }

  /** @param {string} route */
  route(route) {
    let figures = this.routes.get(route);
    if (!figures) {
      figures = { latencies: [], ok: 0, refused: new Map(), errors: new Map() };
      this.routes.set(route, figures);
    }
    return figures;
  }

  /** @param {string} route @param {number} ms @param {'ok' | 'refused' | 'error'} outcome @param {string} [reason] */
  record(route, ms, outcome, reason = '') {
    const figures = this.route(route);
    figures.latencies.push(ms);
    if (outcome === 'ok') figures.ok += 1;
    else {
      const counts = outcome === 'refused' ? figures.refused : figures.errors;
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
  }

  /** @param {number} seconds @returns {RunFigures} */
  figures(seconds) {
    let requests = 0;
    for (const figures of this.routes.values()) {
      figures.latencies.sort((a, b) => a - b);
      requests += figures.latencies.length;
    }
    const cpu = process.cpuUsage(this.cpuAtStart);
    // The bench shares the machine with the server and PostgreSQL: what it used is what they could not.
    return { requests, actions: this.actions, seconds, clientCores: (cpu.user + cpu.system) / 1e6 / seconds, loadAverage: os.loadavg()[0] ?? 0, routes: this.routes };
  }
}

/** @param {Map<string, number>} counts */
const sum = (counts) => [...counts.values()].reduce((total, count) => total + count, 0);

// ---------------------------------------------------------------------------------------------------------------- the site

/**
 * The site server with `workers` API processes on the bench's database, its static files from an empty folder (the
 * API is what is measured), rate limits off unless asked, job timers off (NODE_ENV=test, like the cluster drill).
 * @param {string} databaseUrl @param {number} workers @param {string} deployDir
 */
async function startSite(databaseUrl, workers, deployDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const limits = options['rate-limits'] ? { RATE_LIMIT_MAX: '1000000000', RATE_LIMIT_AUTH_MAX: '1000000000' } : { RATE_LIMIT: 'off' };
  const primary = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...limits, API_WORKERS: String(workers), DATABASE_URL: databaseUrl, DEPLOY_DIR: deployDir, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => primary.once('exit', resolve));
  const stop = async () => {
    if (primary.exitCode === null) primary.kill('SIGTERM');
    await exited;
  };
  const pid = primary.pid ?? 0;
  const deadline = Date.now() + SITE_START_TIMEOUT_MS;
  const processes = () => (workers > 1 ? childrenOf(pid) : [pid]);
  try {
    for (;;) {
      if (primary.exitCode !== null) throw new Error(`the site server exited at its start (code ${primary.exitCode})`);
      if (Date.now() > deadline) throw new Error(`the site server did not answer within ${SITE_START_TIMEOUT_MS / 1000} s`);
      const healthy = await fetch(`${origin}${API_BASE}${ApiPaths.health}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy && processes().length === workers) break;
      await sleep(200);
    }
    await untilIdle(processes());
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, pids: () => [pid, ...childrenOf(pid)] };
}

/**
 * One API call: POST under /api with a JSON body (and the user's token), timed and recorded under its path as a
 * success (r = 0), an expected refusal or an error (transport, non-2xx, any other r). Answers the envelope, or null.
 * @param {Pool} api @param {Recorder} recorder @param {string} route @param {unknown} body @param {string} [token]
 * @returns {Promise<Envelope | null>}
 */
async function call(api, recorder, route, body, token) {
  const started = performance.now();
  try {
    const response = await api.request({
      path: `${API_BASE}${route}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    const elapsed = performance.now() - started;
    /** @type {Envelope | null} */
    let envelope = null;
    try {
      envelope = JSON.parse(text);
    } catch {
      // Not an envelope: counted below by its status.
    }
    if (response.statusCode < 200 || response.statusCode > 299 || !envelope) {
      recorder.record(route, elapsed, 'error', `HTTP ${response.statusCode}${envelope ? ` ${errorKey(envelope.r)}` : ''}`);
      return envelope;
    }
    if (envelope.r === 0) recorder.record(route, elapsed, 'ok');
    else recorder.record(route, elapsed, EXPECTED_REFUSALS.has(errorKey(envelope.r)) ? 'refused' : 'error', errorKey(envelope.r));
    return envelope;
  } catch (error) {
    const cause = /** @type {{ code?: string, name?: string }} */ (error);
    recorder.record(route, performance.now() - started, 'error', String(cause.code ?? cause.name ?? error));
    return null;
  }
}

/** @param {string} origin @param {number} connections */
const apiPool = (origin, connections) => new Pool(origin, { connections, pipelining: 1, headersTimeout: CALL_TIMEOUT_MS, bodyTimeout: CALL_TIMEOUT_MS });

// ---------------------------------------------------------------------------------------------------------------- the market's state

/** What the clients know of the market: users, listings to buy, auctions to bid on, packs to open, the series on sale. */
class Market {
  /** @param {Pool} api */
  constructor(api) {
    this.api = api;
    /** @type {BenchUser[]} */
    this.users = [];
    /** @type {FixedListing[]} */
    this.fixed = [];
    /** @type {Auction[]} */
    this.auctions = [];
    /** Unopened packs: [user index, tokenId]. @type {[number, string][]} */
    this.packs = [];
    /** Listings seen in the grid, for the detail page. @type {string[]} */
    this.seen = [];
    this.seriesId = '';
    this.seriesCount = 0;
    /** @type {Promise<void> | null} */
    this.openingSeries = null;
  }

  /** A new series on sale (its own daily limits): the bench's way past one day's limit without moving the clock. @param {string} runId */
  async openSeries(runId) {
    this.seriesCount += 1;
    const seriesId = `bench-${runId}-${this.seriesCount}`;
    const answer = await call(this.api, new Recorder(), ApiPaths.devPackSeries, { seriesId, kind: PACK_KIND, period: 'onSale', hoursIn: 1 });
    if (answer?.r !== 0) throw new Error(`could not open pack series ${seriesId}: ${answer ? errorKey(answer.r) : 'no answer'}`);
    for (const user of this.users) user.packsBought = 0;
    this.seriesId = seriesId;
  }
}

/**
 * Creates the users (funded, each with cards to list and packs to open) through /dev/grant, logs them in, and lists
 * their cards: LISTINGS_PER_USER each at a fixed price, and AUCTIONS auctions.
 * @param {Market} market @param {string} runId
 */
async function setUpMarket(market, runId) {
  const recorder = new Recorder();
  const { api } = market;
  /** @param {number} count @param {(index: number) => Promise<void>} task */
  const inParallel = async (count, task) => {
    let next = 0;
    const worker = async () => {
      while (next < count) await task(next++);
    };
    await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
  };
  /** @param {Envelope | null} answer @param {string} what */
  const required = (answer, what) => {
    if (answer?.r !== 0) throw new Error(`setting up: ${what} failed (${answer ? errorKey(answer.r) : 'no answer'})`);
    return answer.d;
  };
  /** @type {string[][]} */
  const cardsOf = [];
  await inParallel(USERS, async (index) => {
    const email = `load-${runId}-${index}@fc.example`;
    const cards = LISTINGS_PER_USER + (index < AUCTIONS ? 1 : 0);
    const granted = required(
      await call(api, recorder, ApiPaths.devGrant, {
        email,
        password: BENCH_PASSWORD,
        currencies: { TMT: USER_TMT.toString() },
        fpCards: Array.from({ length: cards }, () => ({ rarity: 'common' })),
        packs: Array.from({ length: PACKS_PER_USER }, () => PACK_KIND),
      }),
      `granting ${email}`,
    );
    const session = required(await call(api, recorder, ApiPaths.login, { email, password: BENCH_PASSWORD }), `logging ${email} in`);
    market.users[index] = { email, token: session.token, packsBought: 0 };
    cardsOf[index] = granted.fpCards;
    for (const tokenId of granted.packs) market.packs.push([index, tokenId]);
  });
  await inParallel(USERS, async (index) => {
    const [first, ...rest] = cardsOf[index] ?? [];
    const token = market.users[index]?.token;
    const toFix = index < AUCTIONS ? rest : [first, ...rest];
    if (index < AUCTIONS && first) {
      const listed = required(
        await call(api, recorder, ApiPaths.marketSell, { tokenId: first, saleType: 'auction', price: AUCTION_START_PRICE.toString(), hours: AUCTION_HOURS }, token),
        'listing an auction',
      );
      market.auctions.push({ transId: listed.transId, seller: index, leader: null, minNextBid: minimumNextBid(AUCTION_START_PRICE, null) });
    }
    for (const tokenId of toFix) {
      const price = BigInt(between(1, FIXED_PRICE_MAX_TMT)) * TMT;
      const listed = required(await call(api, recorder, ApiPaths.marketSell, { tokenId, saleType: 'fixed', price: price.toString() }, token), 'listing a card');
      market.fixed.push({ transId: listed.transId, seller: index });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------- the mix

/** @returns {ActionName} */
function nextAction() {
  let ticket = Math.random() * MIX_TOTAL;
  for (const [action, weight] of MIX) {
    ticket -= weight;
    if (ticket < 0) return action;
  }
  return 'marketList';
}

/** A user other than `but` (a seller, a leading bidder). @param {Market} market @param {...(number | null)} but */
function someUserBut(market, ...but) {
  for (;;) {
    const index = Math.floor(Math.random() * market.users.length);
    if (!but.includes(index)) return index;
  }
}

/**
 * Runs one action of the mix: one call, or two for a purchase (the buyer lists the card again, which keeps the pool
 * of fixed-price listings from running dry). An action with nothing to act on (no listing left) browses instead.
 * @param {Market} market @param {Recorder} recorder @param {ActionName} action @param {string} runId
 * @returns {Promise<void>}
 */
async function runAction(market, recorder, action, runId) {
  const { api } = market;
  switch (action) {
    case 'marketList': {
      const answer = await call(api, recorder, ApiPaths.marketList, { tab: pick([...MARKET_TABS]), sort: pick([...MARKET_SORTS]), page: between(1, 3) });
      for (const listing of answer?.r === 0 ? answer.d.list.slice(0, 4) : []) market.seen.push(listing.transId);
      if (market.seen.length > 2_000) market.seen.splice(0, 1_000);
      return;
    }
    case 'marketDetail': {
      const transId = pick(market.seen) ?? pick(market.fixed)?.transId;
      if (!transId) return runAction(market, recorder, 'marketList', runId);
      await call(api, recorder, ApiPaths.marketDetail, { transId });
      return;
    }
    case 'packList':
      await call(api, recorder, ApiPaths.packList, {});
      return;
    case 'packDetail':
      await call(api, recorder, ApiPaths.packDetail, { seriesId: market.seriesId });
      return;
    case 'buyListing': {
      if (market.fixed.length === 0) return runAction(market, recorder, 'marketList', runId);
      const [listing] = market.fixed.splice(Math.floor(Math.random() * market.fixed.length), 1);
      if (!listing) return;
      const buyer = someUserBut(market, listing.seller);
      const token = market.users[buyer]?.token;
      const bought = await call(api, recorder, ApiPaths.marketBuy, { transId: listing.transId }, token);
      if (bought?.r !== 0) return;
      const price = BigInt(between(1, FIXED_PRICE_MAX_TMT)) * TMT;
      const listed = await call(api, recorder, ApiPaths.marketSell, { tokenId: bought.d.tokenId, saleType: 'fixed', price: price.toString() }, token);
      if (listed?.r === 0) market.fixed.push({ transId: listed.d.transId, seller: buyer });
      return;
    }
    case 'bid': {
      const auction = pick(market.auctions);
      if (!auction) return runAction(market, recorder, 'marketList', runId);
      const bidder = someUserBut(market, auction.seller, auction.leader);
      const price = auction.minNextBid;
      const answer = await call(api, recorder, ApiPaths.marketBid, { transId: auction.transId, price: price.toString() }, market.users[bidder]?.token);
      if (answer?.r === 0) {
        auction.leader = bidder;
        auction.minNextBid = BigInt(answer.d.listing.minNextBid ?? auction.minNextBid);
      } else if (answer && errorKey(answer.r) === 'BID_TOO_LOW' && answer.d?.message) {
        // Someone bid first: the refusal says the lowest bid accepted now.
        if (BigInt(answer.d.message) > auction.minNextBid) auction.minNextBid = BigInt(answer.d.message);
      }
      return;
    }
    case 'buyPack': {
      const candidates = market.users.filter((user) => user.packsBought < PACK_DAILY_LIMIT);
      const buyer = pick(candidates);
      if (!buyer) {
        market.openingSeries ??= market.openSeries(runId).finally(() => (market.openingSeries = null));
        await market.openingSeries;
        return runAction(market, recorder, 'packList', runId);
      }
      buyer.packsBought += 1;
      const answer = await call(api, recorder, ApiPaths.packCapsBuy, { seriesId: market.seriesId, quantity: 1 }, buyer.token);
      if (answer?.r === 0) for (const tokenId of answer.d.tokenIds) market.packs.push([market.users.indexOf(buyer), tokenId]);
      return;
    }
    case 'openPack': {
      if (market.packs.length === 0) return runAction(market, recorder, 'packList', runId);
      const [owned] = market.packs.splice(Math.floor(Math.random() * market.packs.length), 1);
      if (!owned) return;
      await call(api, recorder, ApiPaths.cardOpen, { tokenId: owned[1] }, market.users[owned[0]]?.token);
      return;
    }
  }
}

/**
 * Closed loop: `connections` clients, each starting its next action when its last one answered, for `seconds`.
 * @param {Market} market @param {string} runId @param {number} seconds @param {number} connections
 */
async function runClosedLoop(market, runId, seconds, connections) {
  const recorder = new Recorder();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      recorder.actions += 1;
      await runAction(market, recorder, nextAction(), runId);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return recorder.figures((performance.now() - started) / 1000);
}

/**
 * Open loop: actions started at `actionsPerSecond` whatever the answers do, for `seconds`; an action due while
 * RATE_MAX_IN_FLIGHT are in flight is dropped (the server did not keep up).
 * @param {Market} market @param {string} runId @param {number} seconds @param {number} actionsPerSecond
 */
async function runAtRate(market, runId, seconds, actionsPerSecond) {
  const recorder = new Recorder();
  const startedAt = Date.now();
  const started = performance.now();
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  let due = 0;
  let dropped = 0;
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    for (; due < Math.floor(elapsed * actionsPerSecond); due += 1) {
      if (inFlight.size >= RATE_MAX_IN_FLIGHT) {
        dropped += 1;
        continue;
      }
      recorder.actions += 1;
      const action = runAction(market, recorder, nextAction(), runId).finally(() => inFlight.delete(action));
      inFlight.add(action);
    }
    await sleep(RATE_TICK_MS);
  }
  const backlog = inFlight.size;
  const endedAt = Date.now();
  await Promise.all(inFlight);
  return { ...recorder.figures((performance.now() - started) / 1000), offered: due, dropped, backlog, startedAt, endedAt };
}

/**
 * Whether the server kept up with a run at `actionsPerSecond` (see SUSTAIN_BACKLOG_S and SUSTAIN_CALL_P99_MS).
 * @param {{ dropped: number, backlog: number, routes: Map<string, RouteFigures> }} run @param {number} actionsPerSecond
 */
const keptUp = (run, actionsPerSecond) => {
  const routes = [...run.routes.values()];
  const latencies = routes.flatMap((route) => route.latencies).sort((a, b) => a - b);
  return (
    run.dropped === 0 &&
    routes.every((route) => route.errors.size === 0) &&
    run.backlog < actionsPerSecond * SUSTAIN_BACKLOG_S &&
    percentile(latencies, 0.99) <= SUSTAIN_CALL_P99_MS
  );
};

/**
 * The highest probed rate (actions/s) the server keeps up with, from the closed loop's rate: up from
 * SUSTAIN_FIRST_SHARE until a probe falls behind, or down until one keeps up. Null when none did.
 * @param {Market} market @param {string} runId @param {number[]} pids @param {number} closedLoopRate
 * @param {ReturnType<typeof startSpeedGauge>} gauge
 */
async function findSustainedRate(market, runId, pids, closedLoopRate, gauge) {
  /** @type {number | null} */
  let sustained = null;
  const probe = async (/** @type {number} */ share) => {
    const rate = Math.max(1, Math.round(closedLoopRate * share));
    await market.openSeries(runId);
    const run = await runAtRate(market, runId, RATE_DURATION_S, rate);
    const kept = keptUp(run, rate);
    if (kept) sustained = Math.max(sustained ?? 0, rate);
    const purchases = run.routes.get(PURCHASE_ROUTE)?.latencies ?? [];
    console.log(
      `  probe at ${whole(rate)} actions/s: ${run.backlog} in flight at its end, ${run.dropped} dropped, ` +
        `${whole([...run.routes.values()].reduce((total, route) => total + sum(route.errors), 0))} errors: ${kept ? 'kept up' : 'fell behind'} ` +
        `(${PURCHASE_ROUTE} p99 ${millis(percentile(purchases, 0.99))} ms of ${purchases.length}; ${speedNote(gauge.during(run.startedAt, run.endedAt))})`,
    );
    await untilIdle(pids);
    return kept;
  };
  const steps = Math.round((SUSTAIN_LAST_SHARE - SUSTAIN_FIRST_SHARE) / SUSTAIN_STEP_SHARE);
  if (await probe(SUSTAIN_FIRST_SHARE)) {
    for (let step = 1; step <= steps && (await probe(SUSTAIN_FIRST_SHARE + step * SUSTAIN_STEP_SHARE)); step += 1);
  } else {
    for (let share = SUSTAIN_FIRST_SHARE - SUSTAIN_STEP_SHARE; share > SUSTAIN_STEP_SHARE / 2 && !(await probe(share)); share -= SUSTAIN_STEP_SHARE);
  }
  return sustained;
}

// ---------------------------------------------------------------------------------------------------------------- public streams

/**
 * Opens `count` public live streams (GET /api/events/public, server-sent events), each on its own connection, and
 * keeps them open, in a worker thread (load-streams.mjs): their batches arrive all at once, and reading them here would
 * delay the timing of the calls. Answers null when the server has no such route yet (404), else the streams' figures
 * (those still open, events read, failures) on request, and a close.
 * @param {string} origin @param {number} count
 */
async function openStreams(origin, count) {
  const worker = new Worker(new URL('./load-streams.mjs', import.meta.url), {
    workerData: { origin, path: `${API_BASE}${ApiPaths.publicStream}`, count, openBatch: STREAM_OPEN_BATCH, headersTimeoutMs: STREAM_HEADERS_TIMEOUT_MS },
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.on('error', (error) => console.error('load bench: the streams worker failed:', error));
  /** @typedef {{ type: 'opened', status: number } | { type: 'figures', held: number, events: number, failed: number, failures: string }} StreamsMessage */
  /**
   * @template {StreamsMessage['type']} T
   * @param {T} type @returns {Promise<Extract<StreamsMessage, { type: T }>>} the worker's next message of that type
   */
  const nextMessage = (type) =>
    new Promise((resolve, reject) => {
      /** @param {StreamsMessage} message */
      const onMessage = (message) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(/** @type {Extract<StreamsMessage, { type: T }>} */ (message));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const close = async () => {
    worker.postMessage('close');
    await exited;
  };
  const { status } = await nextMessage('opened');
  if (status === 404) {
    await close();
    return null;
  }
  return {
    figures: async () => {
      const figures = nextMessage('figures');
      worker.postMessage('figures');
      return figures;
    },
    close,
  };
}

// ---------------------------------------------------------------------------------------------------------------- machine speed

/**
 * The machine's own speed through the bench (machine-speed.mjs, a worker thread: 3 ms of memory-bound reads
 * ten times a second, timed only when it held its core). A shared virtual machine slows down by itself for tens of
 * seconds at a time; a run that met such a spell says so next to its figures. Each second's speed is the median of its
 * samples; `during` answers a run's slowest second and its median as shares of the fastest second seen so far (the
 * SPEED_BEST_SHARE quantile, so that one odd second is not the yardstick), or null before any sample.
 */
function startSpeedGauge() {
  const worker = new Worker(new URL('./machine-speed.mjs', import.meta.url));
  worker.on('error', (error) => console.error('load bench: the machine-speed worker failed:', error));
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  /** @type {Map<number, number[]>} samples by whole second (Date.now() / 1000) */
  const bySecond = new Map();
  worker.on('message', (/** @type {{ type: 'sample', at: number, unitsPerMs: number }} */ message) => {
    const second = Math.floor(message.at / 1000);
    const samples = bySecond.get(second) ?? [];
    samples.push(message.unitsPerMs);
    bySecond.set(second, samples);
  });
  /** @param {number[]} values */
  const median = (values) => percentile([...values].sort((a, b) => a - b), 0.5);
  return {
    /** @param {number} fromMs @param {number} toMs epoch milliseconds */
    during(fromMs, toMs) {
      const seconds = [...bySecond.entries()].filter(([, samples]) => samples.length >= SPEED_MIN_SAMPLES).map(([second, samples]) => ({ second, speed: median(samples) }));
      const best = percentile(seconds.map(({ speed }) => speed).sort((a, b) => a - b), SPEED_BEST_SHARE);
      const inRun = seconds.filter(({ second }) => second * 1000 >= fromMs && (second + 1) * 1000 <= toMs).map(({ speed }) => speed);
      if (!best || inRun.length === 0) return null;
      return { slowest: Math.min(...inRun) / best, median: median(inRun) / best };
    },
    async close() {
      worker.postMessage('close');
      await exited;
    },
  };
}

/** @param {{ slowest: number, median: number } | null} speed */
const speedNote = (speed) =>
  speed ? `machine at ${Math.round(speed.median * 100)} % of its best speed, ${Math.round(speed.slowest * 100)} % in its slowest second` : 'machine too busy to gauge its speed';

// ---------------------------------------------------------------------------------------------------------------- report

/**
 * @typedef {{ workers: number, mix: RunFigures, streams: string, sustained: number | null,
 *   atRates: (RunFigures & { share: number, offered: number, dropped: number, backlog: number, startedAt: number, endedAt: number })[] }} Phase
 */

/** @param {Phase[]} phases */
function printTable(phases) {
  const routes = [...new Set(phases.flatMap((phase) => [...phase.mix.routes.keys()]))].sort();
  const header = ['route', ...phases.map((phase) => `${phase.workers} proc: calls/s  p50  p99 ms  refused  errors`)];
  /** @type {string[][]} */
  const rows = [];
  for (const route of routes) {
    rows.push([
      route,
      ...phases.map((phase) => {
        const figures = phase.mix.routes.get(route);
        if (!figures) return '-';
        return [
          whole(figures.latencies.length / phase.mix.seconds).padStart(7),
          millis(percentile(figures.latencies, 0.5)).padStart(6),
          millis(percentile(figures.latencies, 0.99)).padStart(6),
          whole(sum(figures.refused)).padStart(9),
          whole(sum(figures.errors)).padStart(7),
        ].join(' ');
      }),
    ]);
  }
  const all = (/** @type {Phase} */ phase) => {
    const figures = [...phase.mix.routes.values()];
    const latencies = figures.flatMap((route) => route.latencies).sort((a, b) => a - b);
    return [
      whole(phase.mix.requests / phase.mix.seconds).padStart(7),
      millis(percentile(latencies, 0.5)).padStart(6),
      millis(percentile(latencies, 0.99)).padStart(6),
      whole(figures.reduce((total, route) => total + sum(route.refused), 0)).padStart(9),
      whole(figures.reduce((total, route) => total + sum(route.errors), 0)).padStart(7),
    ].join(' ');
  };
  rows.push(['all (requests/s)', ...phases.map(all)]);
  rows.push(['streams held', ...phases.map((phase) => phase.streams)]);
  /** @param {number | undefined} ms @param {Phase} phase */
  const perRequest = (ms, phase) => (ms ? `${(ms / phase.mix.requests).toFixed(2)} ms` : 'n/a');
  rows.push(['API CPU per request', ...phases.map((phase) => perRequest(phase.mix.apiCpuMs, phase))]);
  rows.push(['PostgreSQL CPU per req.', ...phases.map((phase) => perRequest(phase.mix.databaseCpuMs, phase))]);
  rows.push(['bench client CPU', ...phases.map((phase) => `${phase.mix.clientCores.toFixed(2)} cores`)]);
  // Runnable processes over the last minute at the run's end: above the core count, something else shared the machine.
  rows.push(['load average (1 min)', ...phases.map((phase) => `${phase.mix.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores`)]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const phase of phases) {
    /** @type {Map<string, number>} */
    const refused = new Map();
    /** @type {Map<string, number>} */
    const errors = new Map();
    for (const [route, figures] of phase.mix.routes) {
      for (const [reason, count] of figures.refused) refused.set(`${route} ${reason}`, (refused.get(`${route} ${reason}`) ?? 0) + count);
      for (const [reason, count] of figures.errors) errors.set(`${route} ${reason}`, (errors.get(`${route} ${reason}`) ?? 0) + count);
    }
    const list = (/** @type {Map<string, number>} */ counts) => (counts.size === 0 ? 'none' : [...counts].map(([what, count]) => `${what} ×${count}`).join(', '));
    console.log(`${phase.workers} proc: expected refusals: ${list(refused)}; errors: ${list(errors)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------- main

const runId = randomBytes(4).toString('hex');
const database = `fc_load_${runId}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const deployDir = await mkdtemp(path.join(os.tmpdir(), 'fc-load-'));
/** @type {{ stop: () => Promise<void> } | null} */
let site = null;
let cleanedUp = false;
let interrupted = false;
const cleanUp = async () => {
  if (cleanedUp) return;
  cleanedUp = true;
  await site?.stop();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`load bench: could not drop ${database}: ${error}`));
  await rm(deployDir, { recursive: true, force: true });
};
// Ctrl-C reaches the site server too (same process group), which closes by itself; the database is dropped here.
process.once('SIGINT', () => {
  interrupted = true;
  cleanUp().finally(() => process.exit(130));
});

const cores = os.availableParallelism();
console.log(
  `load bench: ${cores} cores, ${CONNECTIONS} clients for ${DURATION_S} s per mix run and ${RATE_DURATION_S} s per fixed-rate step (a connection per call in flight, up to ${RATE_MAX_IN_FLIGHT}), ${USERS} users, ${STREAMS} public streams asked, ` +
    `rate limits ${options['rate-limits'] ? 'on (counting, limits out of reach)' : 'off'}, database ${database}`,
);
console.log(`mix: ${MIX.map(([action, weight]) => `${action} ${Math.round((weight / MIX_TOTAL) * 100)} %`).join(', ')} (a purchase also lists the card again)`);
/** @type {Phase[]} */
const phases = [];
const gauge = startSpeedGauge();
try {
  await admin(`CREATE DATABASE ${database}`);
  /** @type {Market | null} */
  let market = null;
  for (const workers of WORKER_COUNTS) {
    const startedAt = performance.now();
    const running = await startSite(databaseUrl.toString(), workers, deployDir);
    site = running;
    const api = apiPool(running.origin, CONNECTIONS);
    if (market) market.api = api;
    else {
      market = new Market(api);
      await setUpMarket(market, runId);
      console.log(`  set up ${USERS} users, ${market.fixed.length} fixed-price listings, ${market.auctions.length} auctions, ${market.packs.length} packs`);
    }
    await market.openSeries(runId);
    const streams = STREAMS > 0 ? await openStreams(running.origin, STREAMS) : null;
    const streamsNote = STREAMS === 0 ? 'none asked' : streams ? '' : `${ApiPaths.publicStream}: 404 (not merged yet), run without streams`;
    if (STREAMS > 0 && !streams) console.log(`  ${workers} proc: ${streamsNote}`);
    await runClosedLoop(market, runId, WARM_UP_S, CONNECTIONS);
    const apiCpu = cpuMeter(running.pids());
    const databaseCpu = cpuMeter(await databaseBackends(database));
    const mix = await runClosedLoop(market, runId, DURATION_S, CONNECTIONS);
    mix.apiCpuMs = apiCpu();
    mix.databaseCpuMs = databaseCpu();
    /** @type {Phase} */
    const phase = { workers, mix, streams: streamsNote, sustained: null, atRates: [] };
    if (workers === 1) {
      market.api = apiPool(running.origin, RATE_MAX_IN_FLIGHT);
      phase.sustained = await findSustainedRate(market, runId, running.pids(), mix.actions / mix.seconds, gauge);
      for (const share of phase.sustained ? FIXED_RATE_SHARES : []) {
        await market.openSeries(runId);
        const rate = Math.max(1, Math.round((phase.sustained ?? 0) * share));
        phase.atRates.push({ share, ...(await runAtRate(market, runId, RATE_DURATION_S, rate)) });
      }
      await market.api.close();
      market.api = api;
    }
    if (streams) {
      const held = await streams.figures();
      phase.streams = `${whole(held.held)}/${whole(STREAMS)} (${whole(held.events)} events${held.failed ? `; ${held.failed} failed: ${held.failures}` : ''})`;
      await streams.close();
    }
    phases.push(phase);
    await api.close();
    await running.stop();
    site = null;
    console.log(`  ${workers} proc: done in ${Math.round((performance.now() - startedAt) / 1000)} s`);
  }

  console.log('');
  printTable(phases);
  const [one] = phases;
  const most = phases.at(-1);
  if (one && most && most !== one) {
    const factor = most.mix.requests / most.mix.seconds / (one.mix.requests / one.mix.seconds);
    console.log(`scaling 1 → ${most.workers} processes: ×${factor.toFixed(2)} requests/s (${cores} cores shared with PostgreSQL and this bench)`);
  }
  if (one?.mix.apiCpuMs) {
    const costMs = one.mix.apiCpuMs / one.mix.requests;
    const databaseMs = (one.mix.databaseCpuMs ?? 0) / one.mix.requests;
    console.log(
      `1 process costs ${costMs.toFixed(2)} ms of API CPU (+ ${databaseMs.toFixed(2)} ms of PostgreSQL) per request of this mix: ` +
        `a core of its own would serve at most ~${whole(1000 / costMs)} requests/s`,
    );
  }
  const single = phases.find((phase) => phase.workers === 1);
  if (single && single.sustained === null) console.log(`1 process kept up with none of the probed rates: no fixed-rate steps, the goal is not judged`);
  if (single?.sustained) {
    console.log(
      `1 process keeps up with ${whole(single.sustained)} actions/s (the highest probed rate with nothing dropped or failed, ` +
        `under ${SUSTAIN_BACKLOG_S} s of arrivals in flight at its end and a p99 of all calls within ${SUSTAIN_CALL_P99_MS} ms)`,
    );
  }
  const steps = single?.atRates ?? [];
  for (const [index, step] of steps.entries()) {
    const purchase = step.routes.get(PURCHASE_ROUTE);
    const p50 = purchase ? percentile(purchase.latencies, 0.5) : NaN;
    const p99 = purchase ? percentile(purchase.latencies, 0.99) : NaN;
    const offeredPerSecond = (step.offered / step.seconds) * (step.requests / Math.max(1, step.actions));
    const sustained = index === steps.length - 1;
    console.log(
      `1 process at a fixed ${whole(step.offered / step.seconds)} actions/s (${Math.round(step.share * 100)} % of what it keeps up with${sustained ? ', the load it sustains' : ''}): ` +
        `${whole(step.requests / step.seconds)} requests/s served of ~${whole(offeredPerSecond)} offered, ${step.dropped} dropped; ` +
        `${PURCHASE_ROUTE} p50 ${millis(p50)} ms, p99 ${millis(p99)} ms (${purchase?.latencies.length ?? 0} purchases)` +
        `; ${speedNote(gauge.during(step.startedAt, step.endedAt))}` +
        (sustained ? `, goal ≤ ${PURCHASE_P99_GOAL_MS} ms: ${p99 <= PURCHASE_P99_GOAL_MS ? 'PASS' : 'FAIL'}` : ''),
    );
  }
} catch (error) {
  // Interrupted: the calls in flight failed with the server; nothing to say beyond the exit code.
  if (!interrupted) throw error;
} finally {
  await gauge.close();
  await cleanUp();
}
