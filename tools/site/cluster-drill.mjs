// A fault drill on PostgreSQL (issue 27), run by tools/ci/api-postgres.sh: the site server with API_WORKERS=2 on a
// fresh database serves one port from two processes; one is killed (kill -9) while calls keep coming, every call made
// after that is answered, a new process takes its place, and SIGTERM stops them all. Exits 1 on any failure.
// Run outside Jest: under Jest the cluster's primary stopped with its workers once one was killed (not understood yet).
// Run: DATABASE_URL=postgres://…/postgres node --import tsx tools/site/cluster-drill.mjs
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminStatement, ApiPaths, ErrorCode, call, check, finish, sleep, startSite, until } from './drill-kit.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('cluster drill: DATABASE_URL (a PostgreSQL server) is needed');
  process.exit(1);
}

/** @param {string} statement */
const admin = (statement) => adminStatement(serverUrl, statement);

const database = `fc_test_${randomBytes(6).toString('hex')}`;
const deployDir = await mkdtemp(path.join(os.tmpdir(), 'fc-cluster-'));
await admin(`CREATE DATABASE ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const site = startSite({ databaseUrl: url.toString(), deployDir, workers: 2 });
const { primary, workers } = site;
const health = async () => {
  const seen = await call(site.origin, ApiPaths.health);
  return seen.status === 200 && seen.r === ErrorCode.OK ? 'ok' : 'error' in seen ? seen.error : `HTTP ${seen.status}`;
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
finish('cluster drill');
