#!/usr/bin/env node
// Registry operations for the tests, which run as CommonJS under Jest and cannot import the ESM tooling:
//   node e2e/src/registry-task.mjs release <deployDir> <workDir> <remote> <version>
//   node e2e/src/registry-task.mjs rollback <deployDir> <remote> [version]
// Prints the tooling's result as JSON.
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizeRemote, publishRemote, rollbackRemote } from '../../tools/registry/index.mjs';
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

const [command, ...args] = process.argv.slice(2);
try {
  let result;
  if (command === 'release') {
    const [deployDir, workDir, remote, version] = args;
    result = await releaseVariant({ deployDir, workDir, remote, version });
  } else if (command === 'rollback') {
    const [deployDir, remote, to] = args;
    result = await rollbackRemote({ deployDir, remote, ...(to ? { to } : {}), user: 'e2e' });
  } else {
    throw new Error(`unknown command ${command}`);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
}
