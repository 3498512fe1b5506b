// The site server process (`npm start`, the e2e suite, the bench): builds the site app (app.ts), listens on
// $HOST:$PORT and closes gracefully on a signal (close-with-grace). With API_WORKERS=N (and DATABASE_URL) it is the
// primary of N such processes sharing the port (node:cluster), each serving the whole site and its API.
import cluster from 'node:cluster';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildSiteApp, devRemoteOverlay, resolveDeployDir } from './app';

const DEFAULT_PORT = 8080;
/** How long open requests get to finish after a signal before the process exits anyway. */
const CLOSE_GRACE_MS = 5000;
/** Most API processes API_WORKERS may ask for. */
const MAX_WORKERS = 64;
/** A worker that fails by itself sooner than this after it started is not started again (it would fail again at once). */
const MIN_WORKER_LIFE_MS = 10_000;

/**
 * How many processes serve the site: API_WORKERS (default 1). More than one needs PostgreSQL: the embedded PGlite
 * database lives in one process's memory and files. Throws a message for the operator when the value cannot be used.
 */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const raw = env.API_WORKERS?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) throw new Error(`API_WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got "${raw}")`);
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(`API_WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded PGlite database serves one process only`);
  }
  return count;
}

/**
 * The primary of `count` site processes on one port: starts the first, then the others once it listens (so that
 * one of them migrates the database and creates the job queues while no other starts), starts again a worker that
 * dies, and on a signal stops them all and exits when they have.
 */
function runPrimary(count: number): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const failedAtStart = signal === null && Date.now() - (startedAt.get(worker.id) ?? 0) < MIN_WORKER_LIFE_MS;
    console.error(`site process ${worker.process.pid} exited (${signal ?? `code ${code}`})${failedAtStart ? '' : ': starting another'}`);
    if (!failedAtStart) fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });
  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  // What a drill waits for before it kills one: every process serving, not only started (tools/site/*-drill.mjs).
  cluster.on('listening', (worker) => console.log(`site process ${worker.process.pid} listening`));
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  fork().once('listening', () => {
    for (let index = 1; index < count; index += 1) fork();
  });
}

async function main(): Promise<void> {
  let workers: number;
  try {
    workers = workerCount(process.env);
  } catch (error) {
    console.error(`FC site: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers);
    return;
  }
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const host = process.env.HOST || '127.0.0.1';
  const address = (actualPort: number) => `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
  const devRemotes = process.env.FC_DEV_REMOTES ? (JSON.parse(process.env.FC_DEV_REMOTES) as Record<string, string>) : null;
  const deployDir = resolveDeployDir();

  const app = await buildSiteApp({
    deployDir,
    publicUrl: process.env.PUBLIC_URL ?? address(port),
    ...(devRemotes ? { registryOverlay: devRemoteOverlay(devRemotes), devOrigins: Object.values(devRemotes) } : {}),
  });
  closeWithGrace({ delay: CLOSE_GRACE_MS }, async ({ err }) => {
    if (err) console.error(err);
    await app.close();
  });

  await app.listen({ port, host });
  // In a cluster, the first worker speaks for all.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const listening = app.server.address();
  console.log(`FC site: ${address(typeof listening === 'object' && listening ? listening.port : port)}  (deploy folder ${deployDir})`);
  const demo = await import('@fc/api')
    .then((api: { DEMO_ACCOUNT?: { email: string; password: string } }) => api.DEMO_ACCOUNT)
    .catch(() => undefined);
  if (demo) console.log(`Demo account: ${demo.email} / ${demo.password}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
