// `npm run bench -w api`: successful requests/s (answers with r = 0) and p99 latency of /account/login,
// /player/currency and /card/mine (an account holding 2,000 FP cards, a page of 24 newest and by level) under a fixed
// concurrent load on loopback, and how many answers were refusals (r ≠ 0) or errors (the run then exits with 1).
// Then /market/list over 100,000 listings (seeded set-based here): p99 of one client's requests per filter and sort.
// Then TopManager's queue (game-bench.ts): 1,000 managers queueing, matches/s and the p99 wait.
// Figures to compare between changes and against their goals, not tests. BENCH_MARKET_ONLY=1 runs the market part only,
// BENCH_GAME_ONLY=1 the queue only.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ApiPaths, MARKET_SORTS, TOKEN_HEADER, type LoginResponse, type MarketListRequest } from '@fc/shared/contracts';
import { buildApp, DEMO_ACCOUNT, type App } from '../src/app';
import { findUserByEmail } from '../src/modules/account/repository';
import { mintCard } from '../src/modules/cards/repository';
import { gameBench } from './game-bench';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** The my-cards list is measured for an account with this many cards (issue 9), against this p99. */
const COLLECTION_CARDS = 2_000;
const MY_CARDS_P99_GOAL_MS = 50;
const RARITIES_USED = ['common', 'rare', 'epic', 'legendary'] as const;

interface Figure {
  path: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** HTTP 200 answers that are refusals (r ≠ 0): not successes. */
  refused: number;
  goal?: string;
}

/** Every answer is HTTP 200, refusals too: only `r = 0` is a success. */
function isSuccess(body: string | Buffer | undefined): boolean {
  if (body === undefined) return false;
  try {
    return (JSON.parse(body.toString()) as { r?: unknown }).r === 0;
  } catch {
    return false;
  }
}

async function load(url: string, path: string, body: unknown, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Figure> {
  const result = await autocannon({
    url: `${url}/api${path}`,
    method: 'POST',
    connections,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    verifyBody: isSuccess,
  });
  // `mismatches` counts 2xx answers whose body failed verifyBody (non-2xx ones are counted in non2xx).
  const succeeded = result.requests.total - result.mismatches - result.non2xx - result.errors;
  return {
    path,
    connections,
    requestsPerSecond: succeeded / (result.duration || DURATION_S),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    refused: result.mismatches,
  };
}

async function myCards(url: string, auth: Record<string, string>, connections: number, goal: string): Promise<Figure[]> {
  const newest = await load(url, ApiPaths.cardMine, { family: 'fp' }, auth, connections);
  const byLevel = await load(url, ApiPaths.cardMine, { family: 'fp', sort: 'level' }, auth, connections);
  return [
    { ...newest, path: `${ApiPaths.cardMine} (${COLLECTION_CARDS} cards, newest)`, goal },
    { ...byLevel, path: `${ApiPaths.cardMine} (${COLLECTION_CARDS} cards, by level)`, goal },
  ];
}

/** The market grid is measured over this many listings (issue 12), against this p99. */
const MARKET_LISTINGS = 100_000;
const MARKET_P99_GOAL_MS = 50;
const MARKET_REQUESTS = Number(process.env.BENCH_MARKET_REQUESTS ?? 200);

/**
 * 100,000 listings in one statement each: the cards behind them (trial FP cards for the `fp` and `rol` tabs, packs for
 * `pack`: what needs no serial) and the listings, a third per tab, fixed and auction, every rarity and line, prices
 * spread, names from the catalog. The grid reads the listing rows alone, so this is what it filters and sorts on.
 * Bench data only: written straight to the tables, not through the state machine.
 */
async function seedListings(app: App, sellerId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO cards (token_id, family, owner_id, state, player_id, rarity, kind, trial_until, state_changed_at, created_at)
      SELECT (900000000000 + g)::text,
        CASE WHEN g % 3 = 2 THEN 'pack' ELSE 'fp' END, ${sellerId}, 'listed',
        CASE WHEN g % 3 = 2 THEN NULL ELSE 1 + g % (SELECT count(*) FROM players) END,
        CASE WHEN g % 3 = 2 THEN NULL ELSE (ARRAY['common','rare','epic','legendary','unique'])[1 + g % 5] END,
        CASE WHEN g % 3 = 2 THEN 'legend' ELSE NULL END,
        CASE WHEN g % 3 = 2 THEN NULL ELSE now() + interval '3650 days' END,
        now(), now()
      FROM generate_series(1, ${MARKET_LISTINGS}) AS g`);
    await tx.execute(sql`
      INSERT INTO market_listings (seller_id, card_id, tab, family, subject, sale_type, state, rarity, position, name,
        start_price, price, bid_count, listed_at, ends_at)
      SELECT ${sellerId}, c.id,
        (ARRAY['fp','rol','pack'])[1 + g % 3],
        CASE WHEN g % 3 = 2 THEN 'pack' WHEN g % 3 = 1 THEN 'collectible' ELSE 'fp' END,
        'bench:' || coalesce(c.player_id::text, 'pack') || ':' || coalesce(c.rarity, ''),
        CASE WHEN g % 4 = 0 THEN 'auction' ELSE 'fixed' END, 'listed', c.rarity, p.position, coalesce(p.name, 'legend'),
        (1 + (g * 7919) % 100000)::numeric * 10::numeric ^ 16, (1 + (g * 7919) % 100000)::numeric * 10::numeric ^ 16, 0,
        now() - (g || ' seconds')::interval,
        CASE WHEN g % 4 = 0 THEN now() + ((g % 72) + 1 || ' hours')::interval ELSE NULL END
      FROM generate_series(1, ${MARKET_LISTINGS}) AS g
      JOIN cards c ON c.token_id = (900000000000 + g)::text
      LEFT JOIN players p ON p.id = c.player_id`);
    await tx.execute(sql`ANALYZE market_listings`);
  });
}

/** p99 of MARKET_REQUESTS sequential /market/list calls (one client): the page's own time, not the queue's. */
async function marketFigure(url: string, body: MarketListRequest, label: string): Promise<Figure> {
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  for (let index = 0; index < MARKET_REQUESTS; index += 1) {
    const before = performance.now();
    const response = await fetch(`${url}/api${ApiPaths.marketList}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!isSuccess(await response.text())) refused += 1;
    latencies.push(performance.now() - before);
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  return {
    path: `${ApiPaths.marketList} (${label})`,
    connections: 1,
    requestsPerSecond: MARKET_REQUESTS / ((performance.now() - started) / 1000),
    p99Ms: Math.round(p99 * 10) / 10,
    errors: 0,
    non2xx: 0,
    refused,
    goal: `p99 ≤ ${MARKET_P99_GOAL_MS} ms`,
  };
}

async function marketFigures(app: App, url: string, sellerId: number): Promise<Figure[]> {
  await seedListings(app, sellerId);
  const filters: [string, Partial<MarketListRequest>][] = [
    ['no filter', {}],
    ['auctions', { saleType: 'auction' }],
    ['rarity', { rarity: 'legendary' }],
    ['position', { position: 'GK' }],
    ['price range', { priceMin: (10n ** 18n * 100n).toString(), priceMax: (10n ** 18n * 200n).toString() }],
    ['name', { q: 'son' }],
    ['rarity + price + auctions', { rarity: 'epic', saleType: 'auction', priceMin: (10n ** 18n * 50n).toString() }],
    ['page 20', { page: 20 }],
  ];
  const figures: Figure[] = [];
  for (const tab of ['fp', 'pack'] as const) {
    for (const sort of MARKET_SORTS) {
      for (const [label, filter] of filters) {
        if (tab === 'pack' && (filter.position || filter.rarity)) continue;
        figures.push(await marketFigure(url, { tab, sort, ...filter }, `${MARKET_LISTINGS.toLocaleString('en')} listings, ${tab}, ${sort}, ${label}`));
      }
    }
  }
  return figures;
}

async function main(): Promise<void> {
  if (process.env.BENCH_GAME_ONLY) {
    await gameBench();
    return;
  }
  // In memory (or DATABASE_URL's server), with the demo account (also under NODE_ENV=production), without rate limits.
  const app = buildApp(process.env.DATABASE_URL ? { rateLimit: false, seed: true } : { pgliteDir: 'memory://', rateLimit: false, seed: true });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const credentials = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
    const session = await app.inject({ method: 'POST', url: `/api${ApiPaths.login}`, payload: credentials });
    const { token } = session.json<{ d: LoginResponse }>().d;

    // The demo account's collection grows to COLLECTION_CARDS FP cards (players × rarities, within every supply).
    const demo = await findUserByEmail(app.db, DEMO_ACCOUNT.email);
    if (!demo) throw new Error('no demo account');
    const held = (await app.inject({ method: 'POST', url: `/api${ApiPaths.cardMine}`, headers: { [TOKEN_HEADER]: token }, payload: {} })).json<{
      d: { total: number };
    }>().d.total;
    await app.db.transaction(async (tx) => {
      for (let index = 0; index < COLLECTION_CARDS - held; index += 1) {
        const rarity = RARITIES_USED[index % RARITIES_USED.length] ?? 'common';
        await mintCard(tx, demo.id, { family: 'fp', playerId: 1 + Math.floor(index / RARITIES_USED.length) % 500, rarity }, app.now(), 'bench');
      }
    });

    const auth = { [TOKEN_HEADER]: token };
    const goal = `p99 ≤ ${MY_CARDS_P99_GOAL_MS} ms`;
    const figures = process.env.BENCH_MARKET_ONLY
      ? []
      : [
          await load(url, ApiPaths.login, credentials),
          await load(url, ApiPaths.currency, {}, auth),
          // One user paging through the collection (the goal), then the same under the shared load.
          ...(await myCards(url, auth, 1, goal)),
          ...(await myCards(url, auth, CONNECTIONS, '')),
        ];
    figures.push(...(await marketFigures(app, url, demo.id)));
    console.log(`\n${DURATION_S} s per call, database: ${app.dbHandle.kind} (PGlite serves one query at a time)\n`);
    console.table(
      figures.map((figure) => ({
        call: figure.path,
        connections: figure.connections,
        'successes/s (r=0)': Math.round(figure.requestsPerSecond),
        'p99 (ms)': figure.p99Ms,
        'refused (r≠0)': figure.refused,
        errors: figure.errors + figure.non2xx,
        goal: figure.goal ?? '',
      })),
    );
    if (figures.some((figure) => figure.refused + figure.errors + figure.non2xx > 0)) process.exitCode = 1;
  } finally {
    await app.close();
  }
  if (!process.env.BENCH_MARKET_ONLY) await gameBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
