#!/usr/bin/env node
// npm run release -- <remote> [--version <v>] [--canary <share> [--max-error-rate <points>]] | --promote
// npm run rollback -- <remote> [--to <v>] [--abort [--reason <text>]]
// npm run remotes [-- pin|unpin <remote> <version> | prune [<remote>] [--keep <n>]]
import { parseArgs } from 'node:util';
import { formatRemotes, listRemotes } from './list.mjs';
import { promoteCanary, releaseRemote } from './release.mjs';
import { RegistryError } from './registry-store.mjs';
import { rollbackRemote } from './rollback.mjs';
import { DEFAULT_KEEP, pinVersion, pruneVersions, unpinVersion } from './upkeep.mjs';

const USAGE = `Usage:
  npm run release -- <remote> [--version <version>]   build one remote and make it active
  npm run release -- <remote> --canary <share> [--version <version>] [--max-error-rate <points>]
                                                      build it and give it to <share> % of visitors (1-99); with
                                                      --max-error-rate, abort it automatically when its error rate
                                                      passes the stable version's by more than <points>
  npm run release -- <remote> --promote               give the running canary to everyone
  npm run rollback -- <remote> [--to <version>]       make the previous (or the named) version active; while a
                                                      canary runs, end the canary instead (= --abort)
  npm run rollback -- <remote> --abort [--reason <text>]
                                                      end the running canary; the stable version stays
  npm run remotes                                     list active, canary and released versions, canary counts
  npm run remotes -- pin <remote> <version>           keep that version whatever prune decides (unpin: undo)
  npm run remotes -- prune [<remote>] [--keep <n>]    delete versions that are neither among the last <n>
                                                      released (default ${DEFAULT_KEEP}), nor active, canary or pinned
Remotes: mfe-auth, mfe-market, mfe-collection, mfe-game, mfe-wallet (or mfe_market, ...).
Deploy folder: $DEPLOY_DIR, else ./deploy.`;

/**
 * @param {string | undefined} text
 * @param {string} option
 */
function number(text, option) {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new RegistryError(`${option} needs a number (got "${text}").\n\n${USAGE}`, 'USAGE');
  return value;
}

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      to: { type: 'string' },
      canary: { type: 'string' },
      'max-error-rate': { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
      reason: { type: 'string' },
      keep: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const [remote] = positionals;
  switch (command) {
    case 'release': {
      if (!remote) throw new RegistryError(`release needs a remote.\n\n${USAGE}`, 'USAGE');
      if (values.promote) {
        if (values.canary !== undefined || values.version !== undefined || values['max-error-rate'] !== undefined) {
          throw new RegistryError(`--promote gives the running canary to everyone: it takes no --canary, --version or --max-error-rate.`, 'USAGE');
        }
        const result = await promoteCanary({ remote });
        console.log(`Promoted ${result.name} ${result.version} to everyone (was ${result.from})`);
        return;
      }
      if (values['max-error-rate'] !== undefined && values.canary === undefined) {
        throw new RegistryError('--max-error-rate applies to a canary: add --canary <share>.', 'USAGE');
      }
      const canary =
        values.canary === undefined
          ? undefined
          : {
              share: number(values.canary, '--canary'),
              ...(values['max-error-rate'] !== undefined ? { maxErrorRate: number(values['max-error-rate'], '--max-error-rate') } : {}),
            };
      const result = await releaseRemote({ remote, ...(values.version ? { version: values.version } : {}), ...(canary ? { canary } : {}) });
      if (result.status === 'canary' && canary) {
        const abort = canary.maxErrorRate === undefined ? '' : `; aborted automatically if its error rate passes ${result.from}'s by more than ${canary.maxErrorRate} points`;
        console.log(`Canary ${result.name} ${result.version} for ${canary.share} % of visitors (everyone else keeps ${result.from})${abort}`);
        return;
      }
      const verb = { released: 'Released', activated: 'Activated', unchanged: 'Already active:', canary: 'Canary' }[result.status];
      console.log(`${verb} ${result.name} ${result.version}${result.from && result.from !== result.version ? ` (was ${result.from})` : ''}`);
      return;
    }
    case 'rollback': {
      if (!remote) throw new RegistryError(`rollback needs a remote.\n\n${USAGE}`, 'USAGE');
      const result = await rollbackRemote({
        remote,
        ...(values.to ? { to: values.to } : {}),
        ...(values.abort ? { abort: true } : {}),
        ...(values.reason ? { reason: values.reason } : {}),
      });
      console.log(
        result.aborted
          ? `Aborted the canary of ${result.name} (${result.from}): everyone gets ${result.version}`
          : `Rolled back ${result.name}: ${result.from} -> ${result.version}`,
      );
      return;
    }
    case 'list': {
      const [action, name, version] = positionals;
      if (action === undefined) {
        console.log(formatRemotes(await listRemotes()));
        return;
      }
      if (action === 'pin' || action === 'unpin') {
        if (!name || !version) throw new RegistryError(`${action} needs a remote and a version.\n\n${USAGE}`, 'USAGE');
        const result = await (action === 'pin' ? pinVersion : unpinVersion)({ remote: name, version });
        const done = result.status === 'unchanged' ? `already ${action}ned` : `${action}ned`;
        console.log(`${result.name} ${result.version} ${done}; pinned: ${result.pinned.join(', ') || 'none'}`);
        return;
      }
      if (action === 'prune') {
        const keep = values.keep === undefined ? DEFAULT_KEEP : number(values.keep, '--keep');
        const results = await pruneVersions({ keep, ...(name ? { remote: name } : {}) });
        for (const result of results) {
          if (result.busy) console.log(`${result.name}: skipped. ${result.busy}`);
          else if (result.deleted.length > 0) console.log(`${result.name}: deleted ${result.deleted.join(', ')}; kept ${result.kept.join(', ')}`);
          else if (result.kept.length > 0) console.log(`${result.name}: nothing to delete; kept ${result.kept.join(', ')}`);
        }
        if (results.some((result) => result.busy)) process.exitCode = 1;
        return;
      }
      throw new RegistryError(`Unknown remotes command ${action}.\n\n${USAGE}`, 'USAGE');
    }
    default:
      throw new RegistryError(`Unknown command ${command}.\n\n${USAGE}`, 'USAGE');
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof RegistryError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
