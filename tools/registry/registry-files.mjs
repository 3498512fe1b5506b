// The deploy folder's files, locks and audit log, without the checkout: registry-history.json (every released version,
// read by the CLI), registry.json (its active view, what the site serves), audit.log, canary-stats/, the shell and
// every released remote version. Nothing here reads the sources or runs at import time (no import.meta, no top-level
// await), so the site server can import it (abortCanary, canary.mjs); registry-store.mjs adds what needs the checkout.
// Writes are atomic (write-file-atomic: temporary file + rename) and serialised by a lock (proper-lockfile), so
// concurrent commands never leave a half-written registry behind.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';

/** @typedef {import('../../shared/src/contracts/remote').Registry} Registry */
/** @typedef {import('../../shared/src/contracts/remote').RegistryHistory} RegistryHistory */
/** @typedef {import('../../shared/src/contracts/remote').RegistryRemote} RegistryRemote */
/** @typedef {import('../../shared/src/contracts/remote').RegistryCanary} RegistryCanary */
/** @typedef {import('../../shared/src/contracts/remote').RemoteName} RemoteName */
/** @typedef {import('../../shared/src/contracts/remote').RegistryHistoryRemote} RegistryHistoryRemote */
/** @typedef {{ version: string, supportedContracts: number[], sharedVersion?: string, contentHash?: string, deployedAt?: string }} ShellInfo */
/**
 * One line of audit.log. `reason`: why (an automatic abort says which error rates); `share` and `maxErrorRate`: a
 * canary's; `versions`: what a prune deleted.
 * @typedef {{ time: string, user: string, action: AuditAction, remote: string, from: string | null, to: string | null,
 *   reason?: string, share?: number, maxErrorRate?: number, versions?: string[] }} AuditEntry
 */
/**
 * @typedef {'release' | 'activate' | 'rollback' | 'deploy-shell' | 'canary' | 'promote' | 'abort' | 'pin' | 'unpin' | 'prune'} AuditAction
 */

export class RegistryError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code = 'REGISTRY') {
    super(message);
    this.name = 'RegistryError';
    this.code = code;
  }
}


const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
/** @param {string} version */
export function assertVersion(version) {
  if (!VERSION_PATTERN.test(version)) {
    throw new RegistryError(`Invalid version "${version}": use letters, digits, ".", "_", "+" or "-".`, 'BAD_VERSION');
  }
}

/** @param {string} file */
export async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} file
 * @param {unknown} [fallback] answered when the file does not exist (otherwise that is an error)
 * @returns {Promise<any>} the parsed JSON, whatever it holds: callers type it
 */
export async function readJson(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' && fallback !== undefined) return fallback;
    throw error;
  }
}

/** @param {string} file @param {unknown} value */
export async function writeJsonAtomic(file, value) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Every file under `dir`, as sorted paths relative to it (forward slashes).
 * @param {string} dir
 */
export async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * sha256 over every file's relative path and bytes: equal for folders with the same content.
 * @param {string} dir
 */
export async function hashDir(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const bytes = await fs.readFile(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** @returns {RegistryHistory} */
export function emptyHistory() {
  return { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} };
}

/** @returns {Registry} */
export function emptyRegistry() {
  return { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} };
}

/** @param {string} deployDir */
export const registryFile = (deployDir) => path.join(deployDir, 'registry.json');
/** @param {string} deployDir */
export const historyFile = (deployDir) => path.join(deployDir, 'registry-history.json');
/** @param {string} deployDir */
export const auditFile = (deployDir) => path.join(deployDir, 'audit.log');
/** @param {string} deployDir */
export const shellDir = (deployDir) => path.join(deployDir, 'shell');
/** @param {string} deployDir @param {string} name @param {string} version */
export const remoteVersionDir = (deployDir, name, version) => path.join(deployDir, 'remotes', name, version);
/** @param {string} name @param {string} version */
export const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;
/**
 * Where the site processes count a canary's page loads and errors: one file per process (`<tag>.json`), summed by
 * readCanaryStats (canary.mjs). One folder per canary: `since` with ':' made '-'.
 * @param {string} deployDir @param {string} name @param {string} since
 */
export const canaryStatsDir = (deployDir, name, since) => path.join(deployDir, 'canary-stats', name, since.replace(/:/g, '-'));

/**
 * The release history. A deploy folder written before the history had its own file kept it in registry.json
 * (every entry with its `versions`): that is read as the history until the next write splits them.
 * @param {string} deployDir
 * @returns {Promise<RegistryHistory>}
 */
export async function readHistory(deployDir) {
  const history = await readJson(historyFile(deployDir), null);
  if (history) return history;
  const legacy = await readJson(registryFile(deployDir), null);
  const isLegacy = legacy && Object.values(legacy.remotes ?? {}).some((entry) => entry && typeof entry === 'object' && 'versions' in entry);
  return isLegacy ? legacy : emptyHistory();
}

/**
 * registry.json as the shell reads it.
 * @param {string} deployDir
 * @returns {Promise<Registry>}
 */
export async function readRegistry(deployDir) {
  return readJson(registryFile(deployDir), emptyRegistry());
}

/**
 * The active view of a history: per remote the active version's manifest, contract and routes only, and the
 * canary's when one runs (the site server gives each visitor one or the other). No other version is in it.
 * @param {RegistryHistory} history
 * @param {{ version: string } | null} shell the deployed shell (shell.json)
 * @returns {Registry}
 */
export function activeView(history, shell) {
  /** @type {Registry['remotes']} */
  const remotes = {};
  for (const [name, entry] of Object.entries(history.remotes)) {
    const active = entry?.versions[entry.active];
    if (!active) continue;
    const { version, manifest, contract, routes } = active;
    const canary = entry.canary && entry.versions[entry.canary.version];
    remotes[/** @type {keyof Registry['remotes']} */ (name)] = {
      version,
      manifest,
      contract,
      routes,
      ...(canary && entry.canary
        ? {
            canary: {
              version: canary.version,
              manifest: canary.manifest,
              contract: canary.contract,
              routes: canary.routes,
              share: entry.canary.share,
              since: entry.canary.since,
              ...(entry.canary.maxErrorRate !== undefined ? { maxErrorRate: entry.canary.maxErrorRate } : {}),
            },
          }
        : {}),
    };
  }
  return {
    revision: history.revision,
    updatedAt: history.updatedAt,
    ...(shell ? { shell: { version: shell.version } } : {}),
    remotes,
  };
}

/**
 * Writes the history with the next revision, then its active view (registry.json). Each write is atomic, and the
 * history's is the commit: a crash before it leaves both files as they were; a crash between the two leaves the served
 * view at the previous, still consistent, state, which the next command's withLock brings up to the history
 * (syncView). Call inside withLock.
 * @param {string} deployDir
 * @param {RegistryHistory} history
 * @param {Date} [now]
 */
export async function writeRegistry(deployDir, history, now = new Date()) {
  const next = { ...history, revision: (history.revision ?? 0) + 1, updatedAt: now.toISOString() };
  await writeJsonAtomic(historyFile(deployDir), next);
  await writeJsonAtomic(registryFile(deployDir), activeView(next, await readShellInfo(deployDir)));
  return next;
}

export function currentUser() {
  if (process.env.USER) return process.env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Appends one JSON line: { time, user, action, remote, from, to, ...details }. Call inside withLock.
 * @param {string} deployDir
 * @param {{ action: AuditAction, remote: string, from?: string | null, to?: string | null, user?: string, now?: Date,
 *   reason?: string, share?: number, maxErrorRate?: number, versions?: string[] }} entry
 */
export async function appendAudit(deployDir, { action, remote, from = null, to = null, user = currentUser(), now = new Date(), ...details }) {
  const defined = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  const line = JSON.stringify({ time: now.toISOString(), user, action, remote, from, to, ...defined });
  await fs.mkdir(deployDir, { recursive: true });
  await fs.appendFile(auditFile(deployDir), `${line}\n`);
}

/**
 * @param {string} deployDir
 * @returns {Promise<AuditEntry[]>}
 */
export async function readAudit(deployDir) {
  let text;
  try {
    text = await fs.readFile(auditFile(deployDir), 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * The deployed shell's shell.json, or null when no shell is deployed.
 * @param {string} deployDir
 * @returns {Promise<ShellInfo | null>}
 */
export async function readShellInfo(deployDir) {
  return readJson(path.join(shellDir(deployDir), 'shell.json'), null);
}

/** A lock whose holder stopped refreshing it (a crashed command) for this long is taken over. */
export const LOCK_STALE_MS = 10_000;

/**
 * Brings registry.json up to the history when a command died between writing the two (writeRegistry), and removes the
 * temporary files of a write that died before its rename. Call inside withLock.
 * @param {string} deployDir
 */
export async function syncView(deployDir) {
  const names = await fs.readdir(deployDir).catch(() => /** @type {string[]} */ ([]));
  // write-file-atomic's temporary files: `<file>.<number>`.
  const leftovers = names.filter((name) => /^(registry|registry-history)\.json\.\d+$/.test(name));
  await Promise.all(leftovers.map((name) => fs.rm(path.join(deployDir, name), { force: true })));
  const history = await readJson(historyFile(deployDir), null);
  if (!history) return;
  const view = await readJson(registryFile(deployDir), null).catch(() => null);
  if (view?.revision !== history.revision) {
    await writeJsonAtomic(registryFile(deployDir), activeView(history, await readShellInfo(deployDir)));
  }
}

/**
 * Runs `fn` while holding `<deployDir>/.lock`; waits for another holder, takes over a dead holder's lock.
 * @template T
 * @param {string} deployDir
 * @param {() => Promise<T>} fn
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(deployDir, fn, { timeoutMs = 60_000 } = {}) {
  await fs.mkdir(deployDir, { recursive: true });
  const lockfilePath = path.join(deployDir, '.lock');
  const retryEveryMs = 100;
  let release;
  try {
    release = await lockfile.lock(deployDir, {
      lockfilePath,
      stale: LOCK_STALE_MS,
      retries: { retries: Math.ceil(timeoutMs / retryEveryMs), factor: 1, minTimeout: retryEveryMs / 2, maxTimeout: retryEveryMs, randomize: true },
    });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    throw new RegistryError(`Another release command holds ${lockfilePath}; try again.`, 'LOCKED');
  }
  try {
    await syncView(deployDir);
    return await fn();
  } finally {
    await release();
  }
}

/** @param {string} deployDir @param {string} name */
const remoteLockFile = (deployDir, name) => path.join(deployDir, '.locks', `${name}.lock`);
/** @param {string} deployDir @param {string} name */
const remoteLockOwnerFile = (deployDir, name) => path.join(deployDir, '.locks', `${name}.owner.json`);

/**
 * Runs `fn` while holding one remote's lock (`<deployDir>/.locks/<name>.lock`) for a whole command, its build included:
 * two release managers acting on one remote at once do not take turns, the second is refused (BUSY) with who holds it
 * — unless `waitMs` allows waiting (the site server's automatic abort). Writes still take the deploy folder's lock
 * (withLock) inside, so commands on different remotes run side by side. A killed holder's lock is taken over once
 * stale (LOCK_STALE_MS).
 * @template T
 * @param {string} deployDir
 * @param {string} name the remote
 * @param {string} action what the holder does, for the refusal message
 * @param {(assertHeld: () => void) => Promise<T>} fn `assertHeld` throws if the lock was lost meanwhile (call it before writing)
 * @param {{ waitMs?: number, user?: string }} [options]
 * @returns {Promise<T>}
 */
export async function withRemoteLock(deployDir, name, action, fn, { waitMs = 0, user = currentUser() } = {}) {
  const file = remoteLockFile(deployDir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const retryEveryMs = 100;
  /** @type {Error | null} */
  let lost = null;
  let release;
  try {
    release = await lockfile.lock(file, {
      realpath: false,
      lockfilePath: file,
      stale: LOCK_STALE_MS,
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / retryEveryMs), factor: 1, minTimeout: retryEveryMs / 2, maxTimeout: retryEveryMs } : 0,
      onCompromised: (error) => {
        lost = error;
      },
    });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    /** @type {{ user?: string, action?: string, since?: string, pid?: number, host?: string } | null} */
    const owner = await readJson(remoteLockOwnerFile(deployDir, name), null).catch(() => null);
    const who = owner ? `${owner.user} started "${owner.action}" at ${owner.since} (pid ${owner.pid} on ${owner.host})` : 'another command holds it';
    throw new RegistryError(
      `Refusing to ${action} ${name}: another release command is working on ${name} — ${who}. ` +
        `Try again when it is done (the lock of a command that was killed expires within ${LOCK_STALE_MS / 1000} s).`,
      'BUSY',
    );
  }
  const ownerFile = remoteLockOwnerFile(deployDir, name);
  try {
    await writeJsonAtomic(ownerFile, { user, action, since: new Date().toISOString(), pid: process.pid, host: os.hostname() });
    return await fn(() => {
      if (lost) throw new RegistryError(`Lost the lock of ${name} while working on it (${lost.message}); nothing more was written.`, 'LOCK_LOST');
    });
  } finally {
    await fs.rm(ownerFile, { force: true });
    await release().catch(() => {});
  }
}

/**
 * Removes what a killed command left in one remote's folder: a half-copied version (`*.tmp`). Call while holding that
 * remote's lock (nobody else copies there then).
 * @param {string} deployDir
 * @param {string} name
 */
export async function removeRemoteLeftovers(deployDir, name) {
  const dir = path.join(deployDir, 'remotes', name);
  const names = await fs.readdir(dir).catch(() => /** @type {string[]} */ ([]));
  await Promise.all(names.filter((entry) => entry.endsWith('.tmp')).map((entry) => fs.rm(path.join(dir, entry), { recursive: true, force: true })));
}

/**
 * Copies `from` into a new folder `to` atomically: nothing appears at `to` unless the whole copy succeeded.
 * @param {string} from
 * @param {string} to
 */
export async function copyDirAtomic(from, to) {
  const temp = `${to}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.cp(from, temp, { recursive: true, errorOnExist: true, force: false });
    await fs.rename(temp, to);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
}
