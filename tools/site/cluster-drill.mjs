// A fault drill on PostgreSQL (issue 27), run by tools/ci/api-postgres.sh: the site server with API_WORKERS=2 on a
// fresh database serves one port from two processes; one is killed (kill -9) while calls keep coming, every call made
// after that is answered, a new process takes its place, and SIGTERM stops them all. Exits 1 on any failure.
// Run outside Jest: under Jest the cluster's primary stopped with its workers once one was killed (not understood yet).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** How long one call may take before it counts as failed (ms). */
const CALL_TIMEOUT_MS = 5_000;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('cluster drill: DATABASE_URL (a PostgreSQL server) is needed');
  process.exit(1);
}

/** @param {string} statement */
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @type {string[]} */
const failures = [];
/** @param {boolean} ok @param {string} what */
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const database = `fc_test_${randomBytes(6).toString('hex')}`;
const deployDir = await mkdtemp(path.join(os.tmpdir(), 'fc-cluster-'));
await admin(`CREATE DATABASE ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const port = 20_000 + Math.floor(Math.random() * 20_000);
const origin = `http://127.0.0.1:${port}`;
const primary = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tools/site/server.ts')], {
  cwd: REPO_ROOT,
  env: { ...process.env, API_WORKERS: '2', DATABASE_URL: url.toString(), DEPLOY_DIR: deployDir, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'test' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const workers = () =>
  spawnSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
const health = () =>
  // A call the killed process had taken never answers: given up after CALL_TIMEOUT_MS rather than undici's 5 minutes.
  fetch(`${origin}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }).then(
    async (response) => (response.status === 200 && (await response.json()).r === 0 ? 'ok' : `HTTP ${response.status}`),
    (/** @type {Error & { cause?: { code?: string } }} */ error) => String(error.cause?.code ?? error.name),
  );
/** @param {() => boolean | Promise<boolean>} condition @param {string} what */
const until = async (condition, what, ms = 90_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) return check(false, what);
    await sleep(200);
  }
  return check(true, what);
};

try {
  await until(async () => workers().length === 2 && (await health()) === 'ok', 'two processes serve one port');
  const [victim, survivor] = workers();
  // Never pid 0: that would be this whole process group.
  if (!victim || !survivor) throw new Error(`two processes expected, found ${workers().join(', ') || 'none'}`);
  process.kill(victim, 'SIGKILL');
  /** @type {string[]} */
  const answers = [];
  for (let index = 0; index < 40; index += 1) answers.push(await health());
  // A call the killed process held when it died may fail; every later one is answered.
  check(answers.slice(3).every((answer) => answer === 'ok'), `calls after a kill -9 of one process are answered by the other (${answers.join(' ')})`);
  await until(() => workers().length === 2 && !workers().includes(victim) && workers().includes(survivor), 'a new process takes the killed one’s place');
  const running = workers();
  const exited = new Promise((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  check((await exited) === 0, 'SIGTERM stops the primary cleanly');
  await sleep(500);
  check(running.every((pid) => spawnSync('kill', ['-0', String(pid)]).status !== 0), 'and every process with it');
} finally {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(deployDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`cluster drill: ${failures.length} failed`);
  process.exit(1);
}
console.log('cluster drill: passed');
