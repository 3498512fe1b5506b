#!/usr/bin/env node
// `npm run dev -- <remote>`: that remote's webpack dev server (watch) plus the site server, whose registry makes
// the remote's active version the dev server. Every other remote and the shell run as released.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, RegistryError, buildApp, deployShell, normalizeRemote, resolveDeployDir } from '../registry/index.mjs';
import { runSiteServer } from './start.mjs';

const require = createRequire(import.meta.url);

/** @param {string} url @param {number} timeoutMs */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new RegistryError(`${url} did not answer within ${timeoutMs / 1000} s`, 'DEV_SERVER');
}

async function main() {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  if (!positionals[0]) throw new RegistryError('Usage: npm run dev -- <remote>   (e.g. mfe-market)', 'USAGE');
  const { name, dir } = normalizeRemote(positionals[0]);
  const { devPort } = require(path.join(dir, 'webpack.config.cjs')).fc;
  const origin = `http://127.0.0.1:${devPort}`;
  const deployDir = resolveDeployDir();

  // The remote under development is built against this checkout's @fc/shared, which the shell provides: a shell
  // deployed from an older checkout would lack what the remote uses. Nx's cache makes this quick when nothing changed,
  // and deployShell replaces the deployed shell only when its content differs.
  await buildApp({ dir: path.join(REPO_ROOT, 'shell'), project: '@fc/shell' });
  await deployShell({ deployDir });

  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const devServer = spawn(
    process.execPath,
    [webpackCli, 'serve', '--mode', 'development', '-c', path.join(dir, 'webpack.config.cjs')],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, FC_DEV_HOST: '127.0.0.1' } },
  );
  const stopDevServer = () => devServer.exitCode === null && devServer.kill('SIGTERM');
  process.on('exit', stopDevServer);
  devServer.on('exit', (code) => {
    if (code) console.error(`${name} dev server exited with ${code}`);
  });

  await waitFor(`${origin}/fc-remote.json`, 180_000);
  console.log(`${name}: dev server ${origin} is the active version in this site's registry.`);
  const code = await runSiteServer({ env: { ...process.env, FC_DEV_REMOTES: JSON.stringify({ [name]: origin }) } });
  stopDevServer();
  process.exitCode = code;
}

main().catch((error) => {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exitCode = 1;
  process.exit();
});
