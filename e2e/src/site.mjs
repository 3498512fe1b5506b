// The composed site for browser tests and benchmarks: build every app through Nx (cached), deploy the shell and
// release every remote into a temporary deploy folder with the registry tooling, then run the site server
// (tools/site/server.ts, what `npm start` runs) on a free port with an in-memory database.
// Plain ESM so that the e2e global setup (Jest) and tools/bench/site-bench.mjs share it.
import { spawn } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, REPO_ROOT, deployShell, normalizeRemote, publishRemote, rollbackRemote } from '../../tools/registry/index.mjs';

const require = createRequire(import.meta.url);

export { REPO_ROOT };

/** Runs `node <args>` in the repository, its output going to `logFile`; rejects with the output's tail. */
function runNode(args, { env = process.env, logFile, cwd = REPO_ROOT }) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: 'a' });
    let tail = '';
    const keep = (chunk) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-6000);
    };
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => {
      log.end();
      reject(error);
    });
    child.on('exit', (code) => {
      log.end();
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} exited with ${code} (log: ${logFile})\n${tail}`));
    });
  });
}

/** `nx run-many -t build` for every app (Nx's cache makes an unchanged app instant). */
export async function buildAll({ logFile }) {
  const env = { ...process.env };
  // A release version would end up in every bundle (tools/webpack/create-config.cjs).
  delete env.FC_RELEASE_VERSION;
  await runNode([require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static'], { env, logFile });
}

/** Deploys the built shell and releases every built remote; fails when one is missing. */
export async function deployAll(deployDir) {
  const shell = await deployShell({ deployDir, user: 'e2e' });
  const remotes = {};
  for (const remote of REMOTES) {
    const result = await publishRemote({ deployDir, remote, user: 'e2e' });
    remotes[result.name] = result.version;
  }
  return { shell: shell.version, remotes };
}

/**
 * Builds `remote` again with FC_RELEASE_VERSION=`version` into a scratch folder (not `<remote>/dist`, which the
 * other engineers' builds and `npm start` use) and releases it: what `npm run release -- <remote> --version` does.
 */
export async function releaseVariant({ deployDir, remote, version, workDir }) {
  const { dir, name } = normalizeRemote(remote);
  const outDir = path.join(workDir, `build-${name}-${version}`);
  await runNode(
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      path.join(dir, 'webpack.config.cjs'),
      '--output-path',
      outDir,
    ],
    { cwd: dir, env: { ...process.env, FC_RELEASE_VERSION: version }, logFile: path.join(workDir, 'release.log') },
  );
  return publishRemote({ deployDir, remote: name, distDir: outDir, version, user: 'e2e' });
}

export async function rollback({ deployDir, remote, to }) {
  return rollbackRemote({ deployDir, remote, ...(to ? { to } : {}), user: 'e2e' });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** POST /api/health until it answers r = 0. */
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
      const body = await response.json();
      if (body.r === 0) return;
      last = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s (${last})`);
}

/** Starts tools/site/server.ts in a child process, as `npm start` does. */
export async function startSiteServer({ deployDir, logFile, env = {} }) {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tools', 'site', 'server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEPLOY_DIR: deployDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      // Every test logs in from 127.0.0.1: the per-address limits of a public site would refuse the suite.
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      ...env,
    },
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
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
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
 * Everything: a work folder under the OS temp dir, the build, the deploy, the server.
 * @returns {Promise<{ baseUrl: string, deployDir: string, workDir: string, versions: object, stop: () => Promise<void> }>}
 */
export async function startSite({ build = true, log = () => {}, prefix = 'fc-e2e-' } = {}) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const deployDir = path.join(workDir, 'deploy');
  const removeWorkDir = () => fs.rm(workDir, { recursive: true, force: true });
  try {
    if (build) {
      const started = Date.now();
      log('building every app (nx run-many -t build) …');
      await buildAll({ logFile: path.join(workDir, 'build.log') });
      log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const versions = await deployAll(deployDir);
    log(`deployed shell ${versions.shell}; ${Object.entries(versions.remotes).map(([n, v]) => `${n} ${v}`).join(', ')}`);
    const server = await startSiteServer({ deployDir, logFile: path.join(workDir, 'server.log') });
    log(`site server on ${server.baseUrl} (pid ${server.pid}), deploy folder ${deployDir}`);
    return {
      baseUrl: server.baseUrl,
      deployDir,
      workDir,
      versions,
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
