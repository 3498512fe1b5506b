#!/usr/bin/env node
// `npm run bench`: the site's figures (site-bench.mjs), then the API's (`npm run bench -w api`), as before.
// `npm run bench -- --load [options]`: the load bench instead (load-bench.mjs, run through tsx for the shared contracts).
// npm appends `-- …` to the end of the script's command line, so this one entry reads it and dispatches.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.join(HERE, '..', '..');
const LOAD_FLAG = '--load';

/** Runs a command in the repository, its output on ours; answers its exit code. @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' }).status ?? 1;

const args = process.argv.slice(2);
if (args.includes(LOAD_FLAG)) {
  const loadArgs = args.filter((arg) => arg !== LOAD_FLAG);
  process.exit(run(process.execPath, ['--import', 'tsx', path.join(HERE, 'load-bench.mjs'), ...loadArgs]));
}
const siteStatus = run(process.execPath, [path.join(HERE, 'site-bench.mjs')]);
if (siteStatus !== 0) process.exit(siteStatus);
// Other arguments go where npm put them before: onto the API bench's npm command line.
process.exit(run('npm', ['run', 'bench', '-w', 'api', ...args]));
