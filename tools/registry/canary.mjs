// A running canary's counts and its end by abort: what the site server needs for the automatic abort and what
// `npm run remotes` shows. Light like registry-files.mjs (no checkout read at import): the site server imports it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  RegistryError,
  appendAudit,
  canaryStatsDir,
  currentUser,
  readHistory,
  readJson,
  withLock,
  withRemoteLock,
  writeRegistry,
} from './registry-files.mjs';

/** @typedef {import('./registry-files.mjs').RegistryCanary} RegistryCanary */
/** @typedef {{ version: string | null, loads: number, errors: number, errorRate: number | null }} VersionStats */
/**
 * A canary's page loads and errors since it began, summed over every site process's file, for the stable version and
 * the canary. `errorRate` in percent (null before the first load); `processes`: how many files were summed.
 * @typedef {{ stable: VersionStats, canary: VersionStats, processes: number, updatedAt: string | null }} CanaryStats
 */

/** How long the automatic abort waits for a command holding the remote's lock (a promote, a pin) to finish. */
const ABORT_WAITS_MS = 15_000;

/** @param {unknown} value */
const count = (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** @param {string | null} version @param {number} loads @param {number} errors @returns {VersionStats} */
const versionStats = (version, loads, errors) => ({ version, loads, errors, errorRate: loads > 0 ? (errors / loads) * 100 : null });

/**
 * Sums `deploy/canary-stats/<remote>/<since>/*.json` (each `{ stable: { version, loads, errors }, canary: { version,
 * loads, errors }, updatedAt }`, written by one site process). A file counting another canary version, or that cannot
 * be read, is left out.
 * @param {string} deployDir
 * @param {string} remote the registry name (`mfe_market`)
 * @param {Pick<RegistryCanary, 'version' | 'since'>} canary
 * @returns {Promise<CanaryStats>}
 */
export async function readCanaryStats(deployDir, remote, canary) {
  const dir = canaryStatsDir(deployDir, remote, canary.since);
  const files = (await fs.readdir(dir).catch(() => /** @type {string[]} */ ([]))).filter((file) => file.endsWith('.json'));
  let stableVersion = null;
  let stableLoads = 0;
  let stableErrors = 0;
  let canaryLoads = 0;
  let canaryErrors = 0;
  let processes = 0;
  /** @type {string | null} */
  let updatedAt = null;
  for (const file of files) {
    /** @type {any} parsed JSON written by another process: every field is checked below */
    const stats = await readJson(path.join(dir, file), null).catch(() => null);
    if (!stats || typeof stats !== 'object' || stats.canary?.version !== canary.version) continue;
    processes += 1;
    stableVersion = typeof stats.stable?.version === 'string' ? stats.stable.version : stableVersion;
    stableLoads += count(stats.stable?.loads);
    stableErrors += count(stats.stable?.errors);
    canaryLoads += count(stats.canary.loads);
    canaryErrors += count(stats.canary.errors);
    if (typeof stats.updatedAt === 'string' && (!updatedAt || stats.updatedAt > updatedAt)) updatedAt = stats.updatedAt;
  }
  return {
    stable: versionStats(stableVersion, stableLoads, stableErrors),
    canary: versionStats(canary.version, canaryLoads, canaryErrors),
    processes,
    updatedAt,
  };
}

/** @param {number | null} rate */
export const formatRate = (rate) => (rate === null ? '-' : `${rate.toFixed(1)} %`);

/**
 * Why a canary must be aborted, or null: it has at least `minLoads` page loads and its error rate passes the stable
 * version's by more than `maxErrorRate` percentage points. The reason reads like "error rate 37.0 % vs 1.0 % over 112
 * loads" (the canary's loads).
 * @param {CanaryStats} stats
 * @param {{ maxErrorRate: number | undefined, minLoads: number }} threshold
 * @returns {string | null}
 */
export function canaryAbortReason(stats, { maxErrorRate, minLoads }) {
  if (maxErrorRate === undefined || stats.canary.loads < minLoads || stats.canary.errorRate === null) return null;
  const stableRate = stats.stable.errorRate ?? 0;
  if (stats.canary.errorRate - stableRate <= maxErrorRate) return null;
  return `error rate ${formatRate(stats.canary.errorRate)} vs ${formatRate(stableRate)} over ${stats.canary.loads} loads`;
}

/**
 * Ends `remote`'s canary: every visitor gets the stable version on their next load. Audited as `abort` (from the canary
 * version to the stable one) with `reason`. Holding the deploy folder's lock only: the caller holds the remote's.
 * Returns null when no canary (or not the `expected` one) runs.
 * @param {string} deployDir
 * @param {string} remote the registry name
 * @param {{ reason?: string, user: string, time: Date, expected?: { version?: string, since?: string } }} options
 * @returns {Promise<{ name: string, version: string, active: string, reason?: string } | null>}
 */
export async function endCanary(deployDir, remote, { reason, user, time, expected }) {
  return withLock(deployDir, async () => {
    const history = await readHistory(deployDir);
    const entry = history.remotes[/** @type {import('./registry-files.mjs').RemoteName} */ (remote)];
    const canary = entry?.canary;
    if (!entry || !canary) return null;
    if (expected?.version !== undefined && expected.version !== canary.version) return null;
    if (expected?.since !== undefined && expected.since !== canary.since) return null;
    const { canary: _ended, ...rest } = entry;
    await writeRegistry(deployDir, { ...history, remotes: { ...history.remotes, [remote]: rest } }, time);
    await appendAudit(deployDir, { action: 'abort', remote, from: canary.version, to: entry.active, user, now: time, reason });
    return { name: remote, version: canary.version, active: entry.active, ...(reason ? { reason } : {}) };
  });
}

/**
 * Aborts `remote`'s canary (the site server's automatic abort; `npm run rollback -- <remote> --abort` goes through
 * rollback.mjs). Waits a while for a command holding the remote's lock. With `expected` it aborts only that canary
 * (the one whose counts were judged), not one started since. Returns null when there is none to abort.
 * @param {{ deployDir: string, remote: string, reason?: string, user?: string, now?: Date | (() => Date),
 *   expected?: { version?: string, since?: string } }} options
 * @returns {Promise<{ name: string, version: string, active: string, reason?: string } | null>}
 */
export async function abortCanary({ deployDir, remote, reason, user = currentUser(), now = new Date(), expected }) {
  if (!/^[a-z][a-z0-9_]*$/.test(remote)) throw new RegistryError(`Not a remote's registry name: "${remote}".`, 'UNKNOWN_REMOTE');
  const dir = path.resolve(deployDir);
  return withRemoteLock(
    dir,
    remote,
    'abort the canary of',
    async (assertHeld) => {
      assertHeld();
      const time = typeof now === 'function' ? now() : now;
      return endCanary(dir, remote, { user, time, ...(reason ? { reason } : {}), ...(expected ? { expected } : {}) });
    },
    { waitMs: ABORT_WAITS_MS, user },
  );
}
