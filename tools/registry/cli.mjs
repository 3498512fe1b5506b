#!/usr/bin/env node
// npm run release -- <remote> [--version <v>] | npm run rollback -- <remote> [--to <v>] | npm run remotes
import { parseArgs } from 'node:util';
import { formatRemotes, listRemotes } from './list.mjs';
import { releaseRemote } from './release.mjs';
import { RegistryError } from './registry-store.mjs';
import { rollbackRemote } from './rollback.mjs';

const USAGE = `Usage:
  npm run release -- <remote> [--version <version>]   build one remote and make it active
  npm run rollback -- <remote> [--to <version>]       make the previous (or the named) version active
  npm run remotes                                     list active and released versions
Remotes: mfe-auth, mfe-market, mfe-collection, mfe-game, mfe-wallet (or mfe_market, ...).
Deploy folder: $DEPLOY_DIR, else ./deploy.`;

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { version: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const [remote] = positionals;
  switch (command) {
    case 'release': {
      if (!remote) throw new RegistryError(`release needs a remote.\n\n${USAGE}`, 'USAGE');
      const result = await releaseRemote({ remote, version: values.version });
      const verb = { released: 'Released', activated: 'Activated', unchanged: 'Already active:', canary: 'Canary' }[result.status];
      console.log(`${verb} ${result.name} ${result.version}${result.from && result.from !== result.version ? ` (was ${result.from})` : ''}`);
      return;
    }
    case 'rollback': {
      if (!remote) throw new RegistryError(`rollback needs a remote.\n\n${USAGE}`, 'USAGE');
      const result = await rollbackRemote({ remote, to: values.to });
      console.log(`Rolled back ${result.name}: ${result.from} -> ${result.version}`);
      return;
    }
    case 'list':
      console.log(formatRemotes(await listRemotes()));
      return;
    default:
      throw new RegistryError(`Unknown command ${command}.\n\n${USAGE}`, 'USAGE');
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof RegistryError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
