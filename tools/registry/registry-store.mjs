// The deploy folder: registry-history.json (every released version, read by the CLI), registry.json (its active
// view, what the shell downloads), audit.log, the shell and every released remote version.
// Writes are atomic (write-file-atomic: temporary file + rename) and serialised by a lock (proper-lockfile), so
// concurrent commands never leave a half-written registry behind.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';

/** @typedef {import('../../shared/src/contracts/remote').Registry} Registry */
/** @typedef {import('../../shared/src/contracts/remote').RegistryHistory} RegistryHistory */
/** @typedef {import('../../shared/src/contracts/remote').RegistryRemote} RegistryRemote */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {import('../../shared/src/contracts/remote').RemoteName} RemoteName */
/** @typedef {import('../../shared/src/contracts/remote').RegistryHistoryRemote} RegistryHistoryRemote */
/** @typedef {{ version: string, supportedContracts: number[], sharedVersion?: string, contentHash?: string, deployedAt?: string }} ShellInfo */
/** @typedef {{ time: string, user: string, action: string, remote: string, from: string | null, to: string | null }} AuditEntry */

// Loaded through a renamed require so that the type check does not follow it into the webpack tooling.
const loadCjs = createRequire(import.meta.url);
/** @type {(script: string, args: string[], options: { cwd: string }) => Promise<string>} */
export const runTsx = loadCjs('../webpack/run-tsx.cjs').runTsx;

/**
 * Module Federation names: REMOTE_NAMES of shared/src/contracts/remote.ts, read once from the source.
 * @type {RemoteName[]}
 */
export const REMOTES = JSON.parse(
  await runTsx(path.join(REPO_ROOT, 'tools', 'registry', 'read-remote-names.ts'), [], { cwd: REPO_ROOT }),
);

export class RegistryError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code = 'REGISTRY') {
    super(message);
    this.name = 'RegistryError';
    this.code = code;
  }
}

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
 * The active view of a history: per remote the active version's manifest, contract and routes only.
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
    remotes[/** @type {keyof Registry['remotes']} */ (name)] = { version, manifest, contract, routes };
  }
  return {
    revision: history.revision,
    updatedAt: history.updatedAt,
    ...(shell ? { shell: { version: shell.version } } : {}),
    remotes,
  };
}

/**
 * Writes the history with the next revision, then its active view (registry.json): a crash between the two leaves
 * the served view at the previous, still consistent, state. Call inside withLock.
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
 * Appends one JSON line: { time, user, action, remote, from, to }. Call inside withLock.
 * @param {string} deployDir
 * @param {{ action: string, remote: string, from?: string | null, to?: string | null, user?: string, now?: Date }} entry
 */
export async function appendAudit(deployDir, { action, remote, from = null, to = null, user = currentUser(), now = new Date() }) {
  const line = JSON.stringify({ time: now.toISOString(), user, action, remote, from, to });
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
const LOCK_STALE_MS = 10_000;

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
    return await fn();
  } finally {
    await release();
  }
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
