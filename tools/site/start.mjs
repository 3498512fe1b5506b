#!/usr/bin/env node
// The composed site, from the sources to a listening server: build every app (Nx, cached), deploy the shell and
// release every built remote into a deploy folder (the registry tooling), then run the site server (server.ts) in a
// child process. `npm start` runs it in the foreground on ./deploy; the e2e global setup and `npm run bench` call
// startSite(), which does the same in a temporary folder on a free port with an in-memory database. Both start the local
// chains (anvil, chain ids 56 and 1, tools/chain/anvil.mjs) unless CHAIN_RPC_56 / CHAIN_RPC_1 point at nodes, pass
// their URLs to the API and stop them with the server.
import { spawn } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REMOTES,
  REPO_ROOT,
  RegistryError,
  deployShell,
  exists,
  findReleasedVersion,
  normalizeRemote,
  publishRemote,
  resolveDeployDir,
} from '../registry/index.mjs';
import { deployResources } from './resources.mjs';
import { SERVER_NODE_ARGS } from './server-command.mjs';
import { AnvilMissingError, startLocalChains } from '../chain/anvil.mjs';

const require = createRequire(import.meta.url);

export { REPO_ROOT };

/**
 * Runs `node <args>` in the repository. With `logFile` its output goes there and a failure carries the output's
 * tail; without, it shares this terminal.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile?: string, cwd?: string }} [options]
 * @returns {Promise<void>}
 */
export function runNode(args, { env = process.env, logFile, cwd = REPO_ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
    let tail = '';
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      log?.write(chunk);
      tail = (tail + chunk.toString()).slice(-6000);
    };
    const child = spawn(process.execPath, args, { cwd, env, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => {
      log?.end();
      reject(error);
    });
    child.on('exit', (code) => {
      log?.end();
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} exited with ${code}${logFile ? ` (log: ${logFile})\n${tail}` : ''}`));
    });
  });
}

/**
 * `nx run-many -t build` for every app (Nx's cache makes an unchanged app instant).
 * @param {{ logFile?: string }} [options]
 */
export async function buildAll({ logFile } = {}) {
  const env = { ...process.env };
  // A release version would end up in every bundle (tools/webpack/create-config.cjs).
  delete env.FC_RELEASE_VERSION;
  await runNode([require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static'], { env, ...(logFile ? { logFile } : {}) });
}

/**
 * Deploys the built shell if it changed and releases every built remote whose content is not yet a registry version
 * (a rolled-back remote stays rolled back), then the generated art if it changed. `required`: a remote or the art
 * that is not built, or a remote that is refused, fails the deploy (a test site must have them all) instead of being
 * skipped with a line in the log.
 * @param {{ deployDir?: string, user?: string, required?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ shell: string, remotes: Record<string, string>, resources: string | null }>} the active versions
 */
export async function deployBuilt({ deployDir, user, required = false, log = console.log } = {}) {
  const dir = resolveDeployDir(deployDir);
  const shell = await deployShell({ deployDir: dir, ...(user ? { user } : {}) });
  log(shell.status === 'unchanged' ? `shell ${shell.version} (unchanged)` : `shell ${shell.version} deployed`);
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const remote of REMOTES) {
    const distDir = path.join(normalizeRemote(remote).dir, 'dist');
    if (!(await exists(path.join(distDir, 'fc-remote.json')))) {
      if (required) throw new RegistryError(`${remote} is not built (${distDir}): run npm run build first.`, 'NOT_BUILT');
      log(`${remote}: not built, skipped`);
      continue;
    }
    const known = await findReleasedVersion({ deployDir: dir, remote, distDir });
    if (known) {
      log(`${remote}: build already released as ${known}`);
      continue;
    }
    try {
      const result = await publishRemote({ deployDir: dir, remote, distDir, ...(user ? { user } : {}) });
      remotes[result.name] = result.version;
      log(`${remote}: released ${result.version}${result.from ? ` (was ${result.from})` : ''}`);
    } catch (error) {
      if (required || !(error instanceof RegistryError)) throw error;
      log(`${remote}: not released: ${error.message}`);
    }
  }
  const resources = await deployResources({ deployDir: dir, required, log });
  return { shell: shell.version, remotes, resources };
}

/** @returns {Promise<number>} a port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * POST /api/health until it answers r = 0.
 * @param {string} baseUrl
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForHealth(baseUrl, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(3000),
      });
      const body = /** @type {{ r?: number }} */ (await response.json());
      if (body.r === 0) return;
      last = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s (${last})`);
}

/**
 * The chains for a site server: anvil nodes for the chain ids whose CHAIN_RPC_<id> is not set (1-second blocks), or
 * none with one line saying how to get anvil (the site then runs with its chains off). Answers the env entries for
 * the server and a stop for the nodes started here.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, required?: boolean }} [options]
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startChains({ env = process.env, log = console.log, required = false } = {}) {
  try {
    const chains = await startLocalChains({ env, log });
    const urls = Object.values(chains.env);
    // The shell pages' CSP lets the browser's wallet reach the nodes (tools/site/security.ts).
    /** @type {Record<string, string>} */
    const csp = env.CHAIN_RPC_URLS || urls.length === 0 ? {} : { CHAIN_RPC_URLS: urls.join(',') };
    // The chain loops (deposit watcher, withdrawal sender) follow these nodes even where job timers are off (e2e).
    /** @type {Record<string, string>} */
    const loops = urls.length === 0 ? {} : { CHAIN_LOOPS: '1' };
    return { env: { ...chains.env, ...csp, ...loops }, stop: chains.stop };
  } catch (error) {
    if (required || !(error instanceof AnvilMissingError)) throw error;
    log(`${error.message} (the site runs without chains)`);
    return { env: {}, stop: async () => {} };
  }
}

/**
 * Runs server.ts in the foreground (`npm start`, `npm run dev`) until it exits or this process is stopped; a signal
 * to this process goes to the server, which closes gracefully.
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} its exit code
 */
export async function runSiteServer({ env = process.env } = {}) {
  const chains = await startChains({ env });
  const child = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: REPO_ROOT, env: { ...env, ...chains.env }, stdio: 'inherit' });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(exitCode ?? (signal ? 0 : 1));
    });
  });
  await chains.stop();
  return /** @type {number} */ (code);
}

/**
 * Starts server.ts in the background on a free port, its output going to `logFile`; resolves once /api/health answers.
 * @param {{ deployDir: string, logFile: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ baseUrl: string, port: number, pid: number | undefined, stop: () => Promise<void> }>}
 */
export async function startSiteServer({ deployDir, logFile, env = {} }) {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: REPO_ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, { child });
  } catch (error) {
    await stop();
    const output = await fs.readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-4000)}`);
  }
  return { baseUrl, port, pid: child.pid, stop };
}

/**
 * A throwaway site for browser tests and benchmarks: a work folder under the OS temp dir, the build, the deploy
 * (every remote required), the server on a free port with an in-memory database.
 * @param {{ build?: boolean, log?: (line: string) => void, prefix?: string, user?: string }} [options]
 * @returns {Promise<{ baseUrl: string, deployDir: string, workDir: string, versions: { shell: string, remotes: Record<string, string>, resources: string | null },
 *   chainRpc: Record<string, string>, serverPid: number | undefined, stop: () => Promise<void> }>} `chainRpc`: CHAIN_RPC_56 and CHAIN_RPC_1 of the site's nodes
 */
export async function startSite({ build = true, log = () => {}, prefix = 'fc-e2e-', user = 'e2e' } = {}) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const deployDir = path.join(workDir, 'deploy');
  let stopChains = async () => {};
  const removeWorkDir = async () => {
    await stopChains();
    await fs.rm(workDir, { recursive: true, force: true });
  };
  try {
    if (build) {
      const started = Date.now();
      log('building every app (nx run-many -t build) …');
      await buildAll({ logFile: path.join(workDir, 'build.log') });
      log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const versions = await deployBuilt({ deployDir, user, required: true, log: () => {} });
    log(`deployed shell ${versions.shell}; ${Object.entries(versions.remotes).map(([n, v]) => `${n} ${v}`).join(', ')}; resources ${versions.resources}`);
    const chains = await startChains({ log, required: true });
    stopChains = chains.stop;
    log(`chains: ${Object.entries(chains.env).filter(([name]) => name.startsWith('CHAIN_RPC_') && name !== 'CHAIN_RPC_URLS').map(([name, url]) => `${name}=${url}`).join(', ')}`);
    const server = await startSiteServer({
      deployDir,
      logFile: path.join(workDir, 'server.log'),
      env: {
        ...chains.env,
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        // TopManager's queue moves on its own, as on a live site (job timers are off: /dev/clock runs the jobs).
        MATCHMAKER_LOOP: '1',
        // Every test logs in from 127.0.0.1: the per-address limits of a public site would refuse the suite.
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_AUTH_MAX: '100000',
      },
    });
    log(`site server on ${server.baseUrl} (pid ${server.pid}), deploy folder ${deployDir}`);
    return {
      baseUrl: server.baseUrl,
      deployDir,
      workDir,
      versions,
      chainRpc: { CHAIN_RPC_56: chains.env.CHAIN_RPC_56 ?? '', CHAIN_RPC_1: chains.env.CHAIN_RPC_1 ?? '' },
      serverPid: server.pid,
      stop: async () => {
        await server.stop();
        await removeWorkDir();
      },
    };
  } catch (error) {
    await removeWorkDir();
    throw error;
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildAll();
  await deployBuilt();
  process.exitCode = await runSiteServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof RegistryError ? error.message : error);
    process.exitCode = 1;
  });
}
