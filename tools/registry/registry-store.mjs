// The deploy folder (registry-files.mjs) plus what needs this checkout: the repository root, the default deploy folder
// and the remotes and canary threshold of shared/src/contracts/remote.ts, read once at import (a tsx run).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RegistryError } from './registry-files.mjs';

export * from './registry-files.mjs';

/** @typedef {import('./registry-files.mjs').RemoteName} RemoteName */
/** @typedef {import('./registry-files.mjs').RegistryHistoryRemote} RegistryHistoryRemote */
/** @typedef {import('./registry-files.mjs').AuditEntry} AuditEntry */
/** @typedef {import('./registry-files.mjs').ShellInfo} ShellInfo */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Loaded through a renamed require so that the type check does not follow it into the webpack tooling.
const loadCjs = createRequire(import.meta.url);
/** @type {(script: string, args: string[], options: { cwd: string }) => Promise<string>} */
export const runTsx = loadCjs('../webpack/run-tsx.cjs').runTsx;

/** @type {{ remotes: RemoteName[], canaryMinLoads: number }} */
const CONSTANTS = JSON.parse(
  await runTsx(path.join(REPO_ROOT, 'tools', 'registry', 'read-registry-constants.ts'), [], { cwd: REPO_ROOT }),
);

/** Module Federation names: REMOTE_NAMES of shared/src/contracts/remote.ts. */
export const REMOTES = CONSTANTS.remotes;
/** CANARY_MIN_LOADS of shared/src/contracts/remote.ts: the page loads a canary needs before its error rate may abort it. */
export const CANARY_MIN_LOADS = CONSTANTS.canaryMinLoads;

/** @param {string} [deployDir] */
export function resolveDeployDir(deployDir) {
  return path.resolve(deployDir ?? process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));
}

/**
 * Accepts `mfe-market`, `mfe_market` or `@fc/mfe-market`.
 * @param {unknown} input
 * @returns {{ name: RemoteName, dir: string, package: string }}
 */
export function normalizeRemote(input) {
  const name = String(input ?? '')
    .replace(/^@fc\//, '')
    .replace(/-/g, '_');
  if (!(/** @type {string[]} */ (REMOTES)).includes(name)) {
    throw new RegistryError(`Unknown remote "${input}". Remotes: ${REMOTES.join(', ')}.`, 'UNKNOWN_REMOTE');
  }
  return { name: /** @type {RemoteName} */ (name), dir: path.join(REPO_ROOT, name.replace(/_/g, '-')), package: `@fc/${name.replace(/_/g, '-')}` };
}
