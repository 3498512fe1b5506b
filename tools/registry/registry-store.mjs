// The deploy folder: registry.json, audit.log, the shell and every released remote version.
// Writes are atomic (temporary file + rename) and serialised by a lock file, so concurrent commands never
// leave a half-written registry behind.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { runTsx } = createRequire(import.meta.url)('../webpack/run-tsx.cjs');

/** Module Federation names: REMOTE_NAMES of shared/src/contracts/remote.ts, read once from the source. */
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

export function resolveDeployDir(deployDir) {
  return path.resolve(deployDir ?? process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));
}

/** Accepts `mfe-market`, `mfe_market` or `@fc/mfe-market`. */
export function normalizeRemote(input) {
  const name = String(input ?? '')
    .replace(/^@fc\//, '')
    .replace(/-/g, '_');
  if (!REMOTES.includes(name)) {
    throw new RegistryError(`Unknown remote "${input}". Remotes: ${REMOTES.join(', ')}.`, 'UNKNOWN_REMOTE');
  }
  return { name, dir: path.join(REPO_ROOT, name.replace(/_/g, '-')), package: `@fc/${name.replace(/_/g, '-')}` };
}

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
export function assertVersion(version) {
  if (!VERSION_PATTERN.test(version)) {
    throw new RegistryError(`Invalid version "${version}": use letters, digits, ".", "_", "+" or "-".`, 'BAD_VERSION');
  }
}

export async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT' && fallback !== undefined) return fallback;
    throw error;
  }
}

async function writeFileAtomic(file, data) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
}

export async function writeJsonAtomic(file, value) {
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Every file under `dir`, as sorted paths relative to it (forward slashes). */
export async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** sha256 over every file's relative path and bytes: equal for folders with the same content. */
export async function hashDir(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const bytes = await fs.readFile(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export function emptyRegistry() {
  return { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export const registryFile = (deployDir) => path.join(deployDir, 'registry.json');
export const auditFile = (deployDir) => path.join(deployDir, 'audit.log');
export const shellDir = (deployDir) => path.join(deployDir, 'shell');
export const remoteVersionDir = (deployDir, name, version) => path.join(deployDir, 'remotes', name, version);
export const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

/** @returns {Promise<import('../../shared/src/contracts/remote').Registry>} */
export async function readRegistry(deployDir) {
  return readJson(registryFile(deployDir), emptyRegistry());
}

/** Writes the registry with the next revision. Call inside withLock. */
export async function writeRegistry(deployDir, registry, now = new Date()) {
  const next = { ...registry, revision: (registry.revision ?? 0) + 1, updatedAt: now.toISOString() };
  await writeJsonAtomic(registryFile(deployDir), next);
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

/** Appends one JSON line: { time, user, action, remote, from, to }. Call inside withLock. */
export async function appendAudit(deployDir, { action, remote, from = null, to = null, user = currentUser(), now = new Date() }) {
  const line = JSON.stringify({ time: now.toISOString(), user, action, remote, from, to });
  await fs.mkdir(deployDir, { recursive: true });
  await fs.appendFile(auditFile(deployDir), `${line}\n`);
}

export async function readAudit(deployDir) {
  let text;
  try {
    text = await fs.readFile(auditFile(deployDir), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
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

/** The deployed shell's shell.json, or null when no shell is deployed. */
export async function readShellInfo(deployDir) {
  return readJson(path.join(shellDir(deployDir), 'shell.json'), null);
}

const LOCK_STALE_MS = 10 * 60 * 1000;

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Runs `fn` while holding `<deployDir>/.lock`; waits for another holder, breaks a dead holder's lock. */
export async function withLock(deployDir, fn, { timeoutMs = 60_000 } = {}) {
  await fs.mkdir(deployDir, { recursive: true });
  const lock = path.join(deployDir, '.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.open(lock, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = await readJson(lock, null).catch(() => null);
      const stat = await fs.stat(lock).catch(() => null);
      const stale =
        (holder && holder.host === os.hostname() && !processAlive(holder.pid)) ||
        (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS);
      if (stale) {
        await fs.rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new RegistryError(`Another release command holds ${lock} (pid ${holder?.pid ?? '?'}); try again.`, 'LOCKED');
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/** Copies `from` into a new folder `to` atomically: nothing appears at `to` unless the whole copy succeeded. */
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
