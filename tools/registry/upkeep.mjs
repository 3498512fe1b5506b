// Registry upkeep: pin a version so that prune keeps it, and prune the versions nobody needs any more (their files and
// their history entries). `npm run remotes -- pin|unpin <remote> <version>`, `npm run remotes -- prune [--keep 5]`.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  REMOTES,
  RegistryError,
  appendAudit,
  canaryStatsDir,
  currentUser,
  normalizeRemote,
  readHistory,
  remoteVersionDir,
  removeRemoteLeftovers,
  resolveDeployDir,
  withLock,
  withRemoteLock,
  writeRegistry,
} from './registry-store.mjs';

/** @typedef {import('./registry-store.mjs').RegistryHistoryRemote} RegistryHistoryRemote */

/** How many of the last released versions of each remote prune keeps by default. */
export const DEFAULT_KEEP = 5;

/**
 * @param {{ deployDir?: string, remote: string, version: string, pin: boolean, user?: string, now?: () => Date }} options
 * @returns {Promise<{ name: string, version: string, pinned: string[], status: 'pinned' | 'unpinned' | 'unchanged' }>}
 */
async function setPinned({ deployDir, remote, version, pin, user = currentUser(), now = () => new Date() }) {
  const dir = resolveDeployDir(deployDir);
  const { name } = normalizeRemote(remote);
  return withRemoteLock(
    dir,
    name,
    pin ? 'pin a version of' : 'unpin a version of',
    (assertHeld) =>
      withLock(dir, async () => {
        assertHeld();
        const history = await readHistory(dir);
        const entry = history.remotes[name];
        if (!entry?.versions[version]) {
          throw new RegistryError(
            `${name} has no version ${version}. Released: ${Object.keys(entry?.versions ?? {}).join(', ') || 'none'}.`,
            'UNKNOWN_VERSION',
          );
        }
        const pinned = entry.pinned ?? [];
        if (pinned.includes(version) === pin) return { name, version, pinned, status: /** @type {const} */ ('unchanged') };
        const next = pin ? [...pinned, version] : pinned.filter((kept) => kept !== version);
        const { pinned: _old, ...rest } = entry;
        const time = now();
        await writeRegistry(dir, { ...history, remotes: { ...history.remotes, [name]: next.length > 0 ? { ...rest, pinned: next } : rest } }, time);
        await appendAudit(dir, { action: pin ? 'pin' : 'unpin', remote: name, from: null, to: version, user, now: time });
        return { name, version, pinned: next, status: pin ? /** @type {const} */ ('pinned') : /** @type {const} */ ('unpinned') };
      }),
    { user },
  );
}

/**
 * `npm run remotes -- pin <remote> <version>`: prune keeps that version whatever its age.
 * @param {{ deployDir?: string, remote: string, version: string, user?: string, now?: () => Date }} options
 */
export const pinVersion = (options) => setPinned({ ...options, pin: true });

/**
 * `npm run remotes -- unpin <remote> <version>`.
 * @param {{ deployDir?: string, remote: string, version: string, user?: string, now?: () => Date }} options
 */
export const unpinVersion = (options) => setPinned({ ...options, pin: false });

/**
 * The versions of one remote prune keeps: the last `keep` released, the active one, the canary and the pinned ones.
 * @param {RegistryHistoryRemote} entry
 * @param {number} keep
 * @returns {Set<string>}
 */
export function keptVersions(entry, keep) {
  const newestFirst = Object.values(entry.versions).sort((a, b) => (a.releasedAt < b.releasedAt ? 1 : a.releasedAt > b.releasedAt ? -1 : 0));
  return new Set([
    ...newestFirst.slice(0, keep).map((version) => version.version),
    entry.active,
    ...(entry.canary ? [entry.canary.version] : []),
    ...(entry.pinned ?? []),
  ]);
}

/**
 * `npm run remotes -- prune [--keep N] [remote]`: for each remote (or the one named), deletes the history entries and
 * then the files (deploy/remotes/<name>/<version>) of the versions keptVersions does not keep, the folders no history
 * entry names (left by a killed command), and the counts of canaries that ended. Audited as `prune` with the deleted
 * versions. A remote another command works on is skipped (`busy`), the others pruned.
 * @param {{ deployDir?: string, keep?: number, remote?: string, user?: string, now?: () => Date }} [options]
 * @returns {Promise<{ name: string, deleted: string[], kept: string[], busy?: string }[]>}
 */
export async function pruneVersions({ deployDir, keep = DEFAULT_KEEP, remote, user = currentUser(), now = () => new Date() } = {}) {
  if (!Number.isInteger(keep) || keep < 0) throw new RegistryError(`--keep is a whole number of versions, 0 or more (got ${keep}).`, 'BAD_KEEP');
  const dir = resolveDeployDir(deployDir);
  const names = remote ? [normalizeRemote(remote).name] : REMOTES;
  /** @type {{ name: string, deleted: string[], kept: string[], busy?: string }[]} */
  const results = [];
  for (const name of names) {
    try {
      results.push(await withRemoteLock(dir, name, 'prune', (assertHeld) => pruneRemote(dir, name, keep, { user, now, assertHeld }), { user }));
    } catch (error) {
      if (!(error instanceof RegistryError) || error.code !== 'BUSY') throw error;
      results.push({ name, deleted: [], kept: [], busy: error.message });
    }
  }
  return results;
}

/**
 * @param {string} dir
 * @param {import('./registry-store.mjs').RemoteName} name
 * @param {number} keep
 * @param {{ user: string, now: () => Date, assertHeld: () => void }} options
 */
async function pruneRemote(dir, name, keep, { user, now, assertHeld }) {
  // The history first: once it no longer names a version, nothing serves or rolls back to it, and its files can go.
  const pruned = await withLock(dir, async () => {
    assertHeld();
    const history = await readHistory(dir);
    const entry = history.remotes[name];
    if (!entry) return null;
    const keepSet = keptVersions(entry, keep);
    const versions = Object.keys(entry.versions);
    const gone = versions.filter((version) => !keepSet.has(version));
    if (gone.length > 0) {
      const remaining = Object.fromEntries(Object.entries(entry.versions).filter(([version]) => keepSet.has(version)));
      const time = now();
      await writeRegistry(dir, { ...history, remotes: { ...history.remotes, [name]: { ...entry, versions: remaining } } }, time);
      await appendAudit(dir, { action: 'prune', remote: name, from: null, to: null, user, now: time, versions: gone, reason: `kept the last ${keep}, the active, canary and pinned versions` });
    }
    return { deleted: gone, kept: versions.filter((version) => keepSet.has(version)), canarySince: entry.canary?.since ?? null };
  });
  // A remote the history does not know (never released, or the history is missing): its files are left alone.
  if (!pruned) return { name, deleted: [], kept: [] };
  const { deleted, kept, canarySince } = pruned;

  // Then the files: every folder under remotes/<name>/ the history does not keep, renamed away before it is deleted so
  // that a killed prune leaves no half-deleted folder under a version's name.
  await removeRemoteLeftovers(dir, name);
  const remoteDir = path.join(dir, 'remotes', name);
  const folders = await fs.readdir(remoteDir).catch(() => /** @type {string[]} */ ([]));
  for (const folder of folders) {
    if (kept.includes(folder)) continue;
    const doomed = `${remoteVersionDir(dir, name, folder)}.${process.pid}.${randomBytes(4).toString('hex')}.pruned.tmp`;
    await fs.rename(remoteVersionDir(dir, name, folder), doomed);
    await fs.rm(doomed, { recursive: true, force: true });
  }
  // The counts of canaries that ended: the audit keeps why they ended.
  const statsDir = path.join(dir, 'canary-stats', name);
  const running = canarySince ? path.basename(canaryStatsDir(dir, name, canarySince)) : null;
  for (const folder of await fs.readdir(statsDir).catch(() => /** @type {string[]} */ ([]))) {
    if (folder !== running) await fs.rm(path.join(statsDir, folder), { recursive: true, force: true });
  }
  return { name, deleted, kept };
}
