#!/usr/bin/env node
// `npm start`: build everything (Nx, cached), deploy the shell if it changed, release every remote whose built
// content is not yet a registry version (a rolled-back remote stays rolled back), then run the site server.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
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

const require = createRequire(import.meta.url);

function runNode(args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export async function buildAll() {
  const env = { ...process.env };
  delete env.FC_RELEASE_VERSION;
  await runNode([require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static'], { env });
}

/** Deploys the built shell and releases every built remote that is not yet released. */
export async function deployBuilt({ deployDir, log = console.log } = {}) {
  const dir = resolveDeployDir(deployDir);
  const shell = await deployShell({ deployDir: dir });
  log(shell.status === 'unchanged' ? `shell ${shell.version} (unchanged)` : `shell ${shell.version} deployed`);
  for (const remote of REMOTES) {
    const distDir = path.join(normalizeRemote(remote).dir, 'dist');
    if (!(await exists(path.join(distDir, 'fc-remote.json')))) {
      log(`${remote}: not built, skipped`);
      continue;
    }
    const known = await findReleasedVersion({ deployDir: dir, remote, distDir });
    if (known) {
      log(`${remote}: build already released as ${known}`);
      continue;
    }
    try {
      const result = await publishRemote({ deployDir: dir, remote, distDir });
      log(`${remote}: released ${result.version}${result.from ? ` (was ${result.from})` : ''}`);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      log(`${remote}: not released: ${error.message}`);
    }
  }
}

/** Runs tools/site/server.ts in a child process until it exits or this process is stopped. */
export function runSiteServer({ env = process.env } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tools', 'site', 'server.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 0 : 1));
    });
  });
}

async function main() {
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild) await buildAll();
  await deployBuilt();
  process.exitCode = await runSiteServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(error instanceof RegistryError ? error.message : error);
    process.exitCode = 1;
  });
}
