// Rolling back: make an earlier released version of one remote active again, or end its canary. Nothing is rebuilt
// or copied.
import { endCanary } from './canary.mjs';
import { activeShell, assertRunsOnShell } from './compatibility.mjs';
import {
  RegistryError,
  appendAudit,
  currentUser,
  normalizeRemote,
  readAudit,
  readHistory,
  resolveDeployDir,
  withLock,
  withRemoteLock,
  writeRegistry,
} from './registry-store.mjs';

/** Audit actions that do not change which version is active. */
const NOT_ACTIVATING = new Set(['canary', 'abort', 'pin', 'unpin', 'prune']);

/**
 * The versions that were active one after another, oldest first, as the audit log tells it. Activating a version
 * already in the history (a rollback, or re-releasing old content) goes back to it and forgets what came after,
 * so repeated rollbacks keep stepping back instead of toggling between two versions.
 * @param {import('./registry-store.mjs').AuditEntry[]} auditEntries
 * @param {string} name
 * @returns {string[]}
 */
export function activationHistory(auditEntries, name) {
  const history = [];
  for (const entry of auditEntries) {
    if (entry.remote !== name || !entry.to || NOT_ACTIVATING.has(entry.action)) continue;
    const index = history.lastIndexOf(entry.to);
    if (index >= 0) history.length = index + 1;
    else history.push(entry.to);
  }
  return history;
}

/**
 * The version a plain `rollback` goes to: the one active before the current one.
 * @param {import('./registry-store.mjs').RegistryHistoryRemote} remoteEntry
 * @param {import('./registry-store.mjs').AuditEntry[]} auditEntries
 * @param {string} name
 * @returns {string | null}
 */
export function previousVersion(remoteEntry, auditEntries, name) {
  const { active, versions } = remoteEntry;
  const history = activationHistory(auditEntries, name).filter((version) => versions[version]);
  if (history.at(-1) === active && history.length >= 2) return history.at(-2) ?? null;
  // No usable history (audit log lost or edited): the newest version released before the active one.
  const activeAt = versions[active]?.releasedAt ?? '';
  const earlier = Object.values(versions)
    .filter((entry) => entry.version !== active && entry.releasedAt < activeAt)
    .sort((a, b) => (a.releasedAt < b.releasedAt ? 1 : -1));
  return earlier[0]?.version ?? null;
}

/**
 * `npm run rollback -- <remote> [--to <version>]`. Refuses, writing nothing, a version the active shell cannot run
 * (its contract, or a newer @fc/shared than the shell provides): the shell may have changed since it was released.
 * While a canary runs, a plain rollback (or `abort`) ends the canary instead — the active version stays — and `--to`
 * is refused until it has ended. Refused (BUSY) while another command works on the remote.
 * @param {{ deployDir?: string, remote: string, to?: string, abort?: boolean, reason?: string, user?: string, now?: () => Date }} options
 * @returns {Promise<{ name: string, from: string, version: string, aborted?: true }>}
 */
export async function rollbackRemote({ deployDir, remote, to, abort = false, reason, user = currentUser(), now = () => new Date() }) {
  const dir = resolveDeployDir(deployDir);
  const { name } = normalizeRemote(remote);
  if (abort && to) throw new RegistryError('--abort ends the canary and keeps the active version: it takes no --to.', 'USAGE');
  return withRemoteLock(
    dir,
    name,
    abort ? 'abort the canary of' : 'roll back',
    async (assertHeld) => {
      const current = (await readHistory(dir)).remotes[name];
      if (abort || (current?.canary && !to)) {
        if (!current?.canary) throw new RegistryError(`${name} runs no canary to abort.`, 'NO_CANARY');
        assertHeld();
        const ended = await endCanary(dir, name, { user, time: now(), ...(reason ? { reason } : {}), expected: { since: current.canary.since } });
        if (!ended) throw new RegistryError(`${name} runs no canary to abort.`, 'NO_CANARY');
        return { name, from: ended.version, version: ended.active, aborted: /** @type {const} */ (true) };
      }
      return withLock(dir, async () => {
        assertHeld();
        const registry = await readHistory(dir);
        const entry = registry.remotes[name];
        if (!entry || !entry.active) throw new RegistryError(`${name} has never been released.`, 'NOT_RELEASED');
        if (entry.canary) {
          throw new RegistryError(
            `Refusing to roll back ${name} to ${to}: its canary ${entry.canary.version} is running. ` +
              `Abort it first (npm run rollback -- ${name.replace(/_/g, '-')} --abort).`,
            'CANARY_RUNNING',
          );
        }
        const target = to ?? previousVersion(entry, await readAudit(dir), name);
        if (!target) throw new RegistryError(`${name} has no earlier version to roll back to (active: ${entry.active}).`, 'NO_PREVIOUS');
        if (!entry.versions[target]) {
          throw new RegistryError(
            `${name} has no version ${target}. Released: ${Object.keys(entry.versions).join(', ')}.`,
            'UNKNOWN_VERSION',
          );
        }
        if (target === entry.active) throw new RegistryError(`${name} ${target} is already active.`, 'ALREADY_ACTIVE');
        assertRunsOnShell(await activeShell(dir), { ...entry.versions[target], name }, 'roll back to');
        const time = now();
        await writeRegistry(dir, { ...registry, remotes: { ...registry.remotes, [name]: { ...entry, active: target } } }, time);
        await appendAudit(dir, { action: 'rollback', remote: name, from: entry.active, to: target, user, now: time });
        return { name, from: entry.active, version: target };
      });
    },
    { user },
  );
}
