// `npm run bench -w api`: successful requests/s (answers with r = 0) and p99 latency of /account/login,
// /player/currency and /card/mine (an account holding 2,000 FP cards, a page of 24 newest and by level) under a fixed
// concurrent load on loopback, and how many answers were refusals (r ≠ 0) or errors (the run then exits with 1).
// Figures to compare between changes and against their goals, not tests.
import autocannon from 'autocannon';
import { ApiPaths, TOKEN_HEADER, type LoginResponse } from '@fc/shared/contracts';
import { buildApp, DEMO_ACCOUNT } from '../src/app';
import { findUserByEmail } from '../src/modules/account/repository';
import { mintCard } from '../src/modules/cards/repository';

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

async function main(): Promise<void> {
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
    const figures = [
      await load(url, ApiPaths.login, credentials),
      await load(url, ApiPaths.currency, {}, auth),
      // One user paging through the collection (the goal), then the same under the shared load.
      ...(await myCards(url, auth, 1, goal)),
      ...(await myCards(url, auth, CONNECTIONS, '')),
    ];
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
