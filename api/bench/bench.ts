// `npm run bench -w api`: requests/s and p99 latency of /account/login and /player/currency under a fixed
// concurrent load on loopback. A figure to compare between changes, not a test.
import autocannon from 'autocannon';
import { AccountPaths, TOKEN_HEADER, type LoginResponse } from '@fc/shared/contracts';
import { buildApp, DEMO_ACCOUNT } from '../src/app';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Figure {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({
    url: `${url}/api${path}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { path, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  // In memory (or DATABASE_URL's server), with the demo account, without rate limits.
  const app = buildApp(process.env.DATABASE_URL ? { rateLimit: false } : { pgliteDir: 'memory://', rateLimit: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const credentials = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
    const session = await app.inject({ method: 'POST', url: `/api${AccountPaths.login}`, payload: credentials });
    const { token } = session.json<{ d: LoginResponse }>().d;

    const figures = [
      await load(url, AccountPaths.login, credentials),
      await load(url, AccountPaths.currency, {}, { [TOKEN_HEADER]: token }),
    ];
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per call, database: ${app.dbHandle.kind}\n`);
    console.table(
      figures.map((figure) => ({
        call: figure.path,
        'requests/s': Math.round(figure.requestsPerSecond),
        'p99 (ms)': figure.p99Ms,
        errors: figure.errors + figure.non2xx,
      })),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
