// What the fault drills on PostgreSQL share (tools/site/*-drill.mjs, run with `node --import tsx` so that they read
// the API's paths and codes from @fc/shared/contracts): checks that print and count, waiting, the site server with
// API_WORKERS processes, its processes, and calls that report what a caller sees.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as contractsModule from '@fc/shared/contracts';
import { SERVER_NODE_ARGS } from './server-command.mjs';

// Under tsx the contracts (CommonJS TypeScript) arrive as the namespace's `default`; typed as what they are.
const contracts = /** @type {typeof contractsModule} */ (/** @type {{ default?: unknown }} */ (contractsModule).default ?? contractsModule);
export const { ApiPaths, ErrorCode, TOKEN_HEADER } = contracts;
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long one call may take before it counts as failed (ms): a call a killed process held never answers. */
export const CALL_TIMEOUT_MS = 5_000;

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {string[]} */
export const failures = [];
/** @param {boolean} ok @param {string} what */
export const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
  return ok;
};

/** Exits 1 when a check failed. @param {string} name */
export const finish = (name) => {
  if (failures.length > 0) {
    console.error(`${name}: ${failures.length} failed`);
    process.exit(1);
  }
  console.log(`${name}: passed`);
};

/** @param {() => boolean | Promise<boolean>} condition @param {string} what */
export const until = async (condition, what, ms = 90_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) return check(false, what);
    await sleep(200);
  }
  return check(true, what);
};

/**
 * @typedef {{ status: number, r: number, d: any } | { status: 0, r: null, d: null, error: string }} Seen
 * What a caller saw: an envelope with its HTTP status, or (status 0) no answer and why.
 */

/** POST /api<apiPath> on `origin`. @param {string} origin @param {string} apiPath @param {object} body @param {string} [token] @returns {Promise<Seen>} */
export const call = (origin, apiPath, body = {}, token) =>
  fetch(`${origin}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  }).then(
    async (response) => {
      const text = await response.text();
      try {
        const envelope = JSON.parse(text);
        return { status: response.status, r: envelope.r, d: envelope.d };
      } catch {
        return { status: 0, r: null, d: null, error: `HTTP ${response.status} without an envelope` };
      }
    },
    (/** @type {Error & { cause?: { code?: string } }} */ error) => ({ status: 0, r: null, d: null, error: String(error.cause?.code ?? error.name) }),
  );

/**
 * The site server (tools/site/server.ts) on a free port with `workers` API processes, NODE_ENV=test (the dev routes),
 * no rate limit (every drill caller is 127.0.0.1). Its stderr is echoed and kept: the primary reports there every
 * process that exited.
 * @param {{ databaseUrl: string, deployDir: string, workers: number, env?: Record<string, string> }} options
 */
export function startSite({ databaseUrl, deployDir, workers, env = {} }) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const primary = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: REPO_ROOT,
    env: { ...process.env, API_WORKERS: String(workers), DATABASE_URL: databaseUrl, DEPLOY_DIR: deployDir, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'test', RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  primary.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  const listening = () => new Set([...stdout.matchAll(/site process (\d+) listening\n/g)].map(([, pid]) => Number(pid)));
  let stderr = '';
  primary.stderr.on('data', (chunk) => {
    stderr += String(chunk);
    process.stderr.write(chunk);
  });
  return {
    primary,
    origin: `http://127.0.0.1:${port}`,
    /** Every line the processes wrote to stderr so far. */
    stderr: () => stderr,
    /** The pids of the API processes that are running and have said they listen. */
    workers: () =>
      spawnSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0 && listening().has(pid)),
    /** SIGTERM, and the primary's exit code. */
    async stop() {
      if (primary.exitCode !== null) return primary.exitCode;
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * A new account through /dev/grant with `currencies`, signed in; answers its token.
 * @param {string} origin @param {string} email @param {Record<string, string>} currencies
 */
export async function signedIn(origin, email, currencies) {
  const password = 'Drill-password-1';
  const granted = await call(origin, ApiPaths.devGrant, { email, password, currencies });
  if (granted.r !== ErrorCode.OK) throw new Error(`/dev/grant answered ${JSON.stringify(granted)}`);
  const login = await call(origin, ApiPaths.login, { email, password });
  if (login.r !== ErrorCode.OK) throw new Error(`login answered ${JSON.stringify(login)}`);
  return /** @type {string} */ (login.d.token);
}

/** Runs one statement on the server at `serverUrl` over a connection of its own (creating or dropping a database). */
export async function adminStatement(/** @type {string} */ serverUrl, /** @type {string} */ statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
