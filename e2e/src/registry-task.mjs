#!/usr/bin/env node
// Registry operations for the tests, which run as CommonJS under Jest and cannot import the ESM tooling:
//   node e2e/src/registry-task.mjs release <deployDir> <workDir> <remote> <version>
//   node e2e/src/registry-task.mjs rollback <deployDir> <remote> [version]
// Prints the tooling's result as JSON.
import { releaseVariant, rollback } from './site.mjs';

const [command, ...args] = process.argv.slice(2);
try {
  let result;
  if (command === 'release') {
    const [deployDir, workDir, remote, version] = args;
    result = await releaseVariant({ deployDir, workDir, remote, version });
  } else if (command === 'rollback') {
    const [deployDir, remote, to] = args;
    result = await rollback({ deployDir, remote, to });
  } else {
    throw new Error(`unknown command ${command}`);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
}
