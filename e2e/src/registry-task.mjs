#!/usr/bin/env node
// Registry operations for the tests, which run as CommonJS under Jest and cannot import the ESM tooling:
//   node e2e/src/registry-task.mjs release <deployDir> <workDir> <remote> <version>
//   node e2e/src/registry-task.mjs rollback <deployDir> <remote> [version]
//   node e2e/src/registry-task.mjs canary <deployDir> <workDir> <remote> <version> <share> [maxErrorRate|-] [brokenText]
//   node e2e/src/registry-task.mjs promote <deployDir> <remote>
//   node e2e/src/registry-task.mjs abort <deployDir> <remote>
// Prints the tooling's result as JSON.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeRemote, promoteCanary, publishRemote, readHistory, rollbackRemote } from '../../tools/registry/index.mjs';
import { runNode } from '../../tools/site/start.mjs';

const require = createRequire(import.meta.url);

/**
 * Builds `remote` again with FC_RELEASE_VERSION=`version` into a scratch folder (not `<remote>/dist`, which the
 * other engineers' builds and `npm start` use) and releases it: what `npm run release -- <remote> --version` does.
 */
async function releaseVariant({ deployDir, remote, version, workDir }) {
  const { dir, name } = normalizeRemote(remote);
  const outDir = path.join(workDir, `build-${name}-${version}`);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  await runNode([webpackCli, '--mode', 'production', '-c', path.join(dir, 'webpack.config.cjs'), '--output-path', outDir], {
    cwd: dir,
    env: { ...process.env, FC_RELEASE_VERSION: version },
    logFile: path.join(workDir, 'release.log'),
  });
  return publishRemote({ deployDir, remote: name, distDir: outDir, version, user: 'e2e' });
}

/**
 * Starts a canary of `remote` as `version`: a copy of its active version's files (no build: the canary is told apart by
 * its version). With `brokenText`, every JS file holding that text (a string of one page's code) throws when it runs
 * instead, for a canary whose page fails.
 */
async function canaryVariant({ deployDir, workDir, remote, version, share, maxErrorRate, brokenText }) {
  const { name } = normalizeRemote(remote);
  const active = (await readHistory(deployDir)).remotes[name]?.active;
  if (!active) throw new Error(`${name} has no active version to copy`);
  const outDir = path.join(workDir, `variant-${name}-${version}`);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.cp(path.join(deployDir, 'remotes', name, active), outDir, { recursive: true });
  if (brokenText) {
    const scripts = (await fs.readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
    let broken = 0;
    for (const file of scripts) {
      if (!(await fs.readFile(path.join(outDir, file), 'utf8')).includes(brokenText)) continue;
      await fs.writeFile(path.join(outDir, file), `throw new Error('e2e: this canary is broken');\n`);
      // Its precompressed copies would be served instead.
      for (const compressed of ['br', 'gz']) await fs.rm(path.join(outDir, `${file}.${compressed}`), { force: true });
      broken += 1;
    }
    if (broken === 0) throw new Error(`no JS file of ${name}@${active} holds "${brokenText}"`);
  }
  return publishRemote({
    deployDir,
    remote: name,
    distDir: outDir,
    version,
    user: 'e2e',
    canary: { share, ...(maxErrorRate === undefined ? {} : { maxErrorRate }) },
  });
}

const [command, ...args] = process.argv.slice(2);
try {
  let result;
  if (command === 'release') {
    const [deployDir, workDir, remote, version] = args;
    result = await releaseVariant({ deployDir, workDir, remote, version });
  } else if (command === 'rollback') {
    const [deployDir, remote, to] = args;
    result = await rollbackRemote({ deployDir, remote, ...(to ? { to } : {}), user: 'e2e' });
  } else if (command === 'canary') {
    const [deployDir, workDir, remote, version, share, maxErrorRate, brokenText] = args;
    result = await canaryVariant({
      deployDir,
      workDir,
      remote,
      version,
      share: Number(share),
      maxErrorRate: maxErrorRate && maxErrorRate !== '-' ? Number(maxErrorRate) : undefined,
      brokenText,
    });
  } else if (command === 'promote') {
    const [deployDir, remote] = args;
    result = await promoteCanary({ deployDir, remote, user: 'e2e' });
  } else if (command === 'abort') {
    const [deployDir, remote] = args;
    result = await rollbackRemote({ deployDir, remote, abort: true, user: 'e2e' });
  } else {
    throw new Error(`unknown command ${command}`);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
}
