// Releasing: build one remote, copy its dist into an immutable version folder, make it active.
// Deploying the shell: copy shell/dist into deploy/shell with shell.json ({ version, supportedContracts, sharedVersion }).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  activeShell,
  assertRunsOnShell,
  readManifestSharedVersion,
  readSourceSharedVersion,
  readSourceSupportedContracts,
} from './compatibility.mjs';
import {
  REPO_ROOT,
  RegistryError,
  appendAudit,
  assertVersion,
  copyDirAtomic,
  currentUser,
  exists,
  hashDir,
  listFiles,
  manifestUrl,
  normalizeRemote,
  readJson,
  readHistory,
  readShellInfo,
  remoteVersionDir,
  removeRemoteLeftovers,
  resolveDeployDir,
  shellDir,
  withLock,
  withRemoteLock,
  writeJsonAtomic,
  writeRegistry,
} from './registry-store.mjs';

/** @typedef {import('./registry-store.mjs').RegistryHistoryRemote} RegistryHistoryRemote */
/** @typedef {{ share: number, maxErrorRate?: number }} CanaryRequest */

const require = createRequire(import.meta.url);

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<string>} the output when quiet
 */
function run(command, args, { cwd = REPO_ROOT, env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new RegistryError(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed (exit ${code})\n${output}`, 'BUILD_FAILED')),
    );
  });
}

/**
 * Builds one app into `<app>/dist`. Without a release version Nx builds it (cached); with one, webpack runs directly
 * with FC_RELEASE_VERSION set (the value reaches the bundle), since Nx's cache does not know that variable.
 * @param {{ dir: string, project: string, releaseVersion?: string, quiet?: boolean }} options
 */
export async function buildApp({ dir, project, releaseVersion, quiet = false }) {
  const env = { ...process.env };
  delete env.FC_RELEASE_VERSION;
  if (releaseVersion) {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
    await run(process.execPath, [webpackCli, '--mode', 'production', '-c', path.join(dir, 'webpack.config.cjs')], {
      cwd: dir,
      env: { ...env, FC_RELEASE_VERSION: releaseVersion },
      quiet,
    });
    return;
  }
  const nx = require.resolve('nx/bin/nx.js', { paths: [REPO_ROOT] });
  await run(process.execPath, [nx, 'run', `${project}:build`, '--outputStyle=stream'], { env, quiet });
}

/**
 * The build's fc-remote.json. `sharedVersion` (the @fc/shared it was built against) comes from there, or, for a build
 * made before fc-remote.json recorded it, from the @fc/shared its mf-manifest.json lists.
 */
/**
 * @param {string} distDir
 * @returns {Promise<{ name: string, packageVersion: string, contract: number, sharedVersion?: string, routes: import('../../shared/src/contracts/remote').RouteMeta[] }>}
 */
async function readDescriptor(distDir) {
  const file = path.join(distDir, 'fc-remote.json');
  if (!(await exists(file)) || !(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new RegistryError(`${distDir} is not a built remote (fc-remote.json or mf-manifest.json missing).`, 'NOT_BUILT');
  }
  const descriptor = await readJson(file);
  const sharedVersion = descriptor.sharedVersion ?? (await readManifestSharedVersion(distDir));
  return sharedVersion ? { ...descriptor, sharedVersion } : descriptor;
}

/**
 * The released version of `remote` whose files equal `distDir`, if any.
 * @param {{ deployDir?: string, remote: string, distDir: string }} options
 * @returns {Promise<string | null>}
 */
export async function findReleasedVersion({ deployDir, remote, distDir }) {
  const dir = resolveDeployDir(deployDir);
  const { name } = normalizeRemote(remote);
  const entry = (await readHistory(dir)).remotes[name];
  if (!entry) return null;
  const hash = await hashDir(distDir);
  for (const version of Object.keys(entry.versions)) {
    const folder = remoteVersionDir(dir, name, version);
    if ((await exists(folder)) && (await hashDir(folder)) === hash) return version;
  }
  return null;
}

/**
 * Refuses a canary share that is not a whole percent from 1 to 99, or a max error rate that is not 0–100 points.
 * @param {CanaryRequest} canary
 */
export function assertCanaryRequest({ share, maxErrorRate }) {
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new RegistryError(`A canary's share is a whole percent from 1 to 99 (got ${share}).`, 'BAD_SHARE');
  }
  if (maxErrorRate !== undefined && !(Number.isFinite(maxErrorRate) && maxErrorRate >= 0 && maxErrorRate <= 100)) {
    throw new RegistryError(`--max-error-rate is in percentage points, from 0 to 100 (got ${maxErrorRate}).`, 'BAD_MAX_ERROR_RATE');
  }
}

/**
 * Refuses a release or a second canary while `name` runs a canary: the canary is judged against the active version,
 * so neither may change under it.
 * @param {string} name
 * @param {RegistryHistoryRemote | undefined} entry
 * @param {'release' | 'start a canary of'} action
 */
function assertNoCanary(name, entry, action) {
  const canary = entry?.canary;
  if (!canary) return;
  const remote = name.replace(/_/g, '-');
  throw new RegistryError(
    `Refusing to ${action} ${name}: its canary ${canary.version} (${canary.share} % of visitors since ${canary.since}, by ` +
      `${canary.by}) is still running. Promote it (npm run release -- ${remote} --promote) or abort it ` +
      `(npm run rollback -- ${remote}) first.`,
    'CANARY_RUNNING',
  );
}

/**
 * Refuses to start a canary of `name` without a stable version to compare it with.
 * @param {string} name @param {RegistryHistoryRemote | undefined} entry
 */
function assertHasStable(name, entry) {
  if (!entry?.active) {
    throw new RegistryError(`Refusing to start a canary of ${name}: it has no active version to compare it with. Release it first.`, 'NOT_RELEASED');
  }
}

/**
 * Publishes an already built remote: copies `distDir` to deploy/remotes/<name>/<version>/ and makes it active — or,
 * with `canary`, gives it to that share of visitors (history `canary`; the active version stays). Refuses, writing
 * nothing, when the active shell does not support the contract or provides an older @fc/shared than the build needs
 * (compatibility.mjs), the version exists with other content, a canary of the remote runs, or another command works on
 * the remote (BUSY). Releasing content that is already that version only re-activates it.
 * @param {{ deployDir?: string, remote: string, distDir?: string, version?: string, user?: string, now?: () => Date,
 *   canary?: CanaryRequest }} options
 * @returns {Promise<{ name: string, version: string, from: string | null, status: 'released' | 'activated' | 'unchanged' | 'canary' }>}
 */
export async function publishRemote(options) {
  const dir = resolveDeployDir(options.deployDir);
  const { name } = normalizeRemote(options.remote);
  if (options.canary) assertCanaryRequest(options.canary);
  const action = options.canary ? 'start a canary of' : 'release';
  return withRemoteLock(dir, name, action, (assertHeld) => publishLocked({ ...options, deployDir: dir }, assertHeld), { user: options.user });
}

/**
 * publishRemote, for a caller holding the remote's lock.
 * @param {{ deployDir: string, remote: string, distDir?: string, version?: string, user?: string, now?: () => Date,
 *   canary?: CanaryRequest }} options
 * @param {() => void} assertHeld
 * @returns {Promise<{ name: string, version: string, from: string | null, status: 'released' | 'activated' | 'unchanged' | 'canary' }>}
 */
async function publishLocked({ deployDir: dir, remote, distDir, version, user = currentUser(), now = () => new Date(), canary }, assertHeld) {
  const { name, dir: appDir } = normalizeRemote(remote);
  const source = path.resolve(distDir ?? path.join(appDir, 'dist'));
  const descriptor = await readDescriptor(source);
  if (descriptor.name !== name) {
    throw new RegistryError(`${source} holds ${descriptor.name}, not ${name}.`, 'WRONG_REMOTE');
  }
  const hash = await hashDir(source);
  const releaseVersion = version ?? `${descriptor.packageVersion}-${hash.slice(0, 8)}`;
  assertVersion(releaseVersion);
  assertRunsOnShell(await activeShell(dir), { ...descriptor, name, version: releaseVersion }, canary ? 'start a canary of' : 'release');

  // The version's folder, copied while holding the remote's lock only: nobody else writes under remotes/<name>/.
  const before = (await readHistory(dir)).remotes[name];
  assertNoCanary(name, before, canary ? 'start a canary of' : 'release');
  if (canary) assertHasStable(name, before);
  await removeRemoteLeftovers(dir, name);
  const target = remoteVersionDir(dir, name, releaseVersion);
  if (await exists(target)) {
    if ((await hashDir(target)) !== hash) {
      if (before?.versions[releaseVersion]) {
        throw new RegistryError(
          `Refusing to release ${name} ${releaseVersion}: that version exists with different content. ` +
            'Versions are immutable; choose another --version.',
          'VERSION_EXISTS',
        );
      }
      // A folder no history entry names: left by a release killed before it was registered, or a prune killed after.
      await fs.rm(target, { recursive: true, force: true });
      await copyDirAtomic(source, target);
    }
  } else {
    await copyDirAtomic(source, target);
  }

  return withLock(dir, async () => {
    assertHeld();
    const registry = await readHistory(dir);
    const entry = registry.remotes[name] ?? { active: '', versions: {} };
    assertNoCanary(name, entry, canary ? 'start a canary of' : 'release');
    const from = entry.active || null;
    const known = entry.versions[releaseVersion];
    if (canary && entry.active === releaseVersion) {
      throw new RegistryError(`Refusing to start a canary of ${name} ${releaseVersion}: that version is already active.`, 'ALREADY_ACTIVE');
    }
    if (!canary && known && entry.active === releaseVersion) return { name, version: releaseVersion, from, status: 'unchanged' };
    const time = now();
    const versions = {
      ...entry.versions,
      [releaseVersion]: known ?? {
        version: releaseVersion,
        manifest: manifestUrl(name, releaseVersion),
        contract: descriptor.contract,
        ...(descriptor.sharedVersion ? { sharedVersion: descriptor.sharedVersion } : {}),
        routes: descriptor.routes,
        releasedAt: time.toISOString(),
        releasedBy: user,
      },
    };
    /** @type {RegistryHistoryRemote} */
    const next = canary
      ? {
          ...entry,
          versions,
          canary: {
            version: releaseVersion,
            share: canary.share,
            since: time.toISOString(),
            by: user,
            ...(canary.maxErrorRate !== undefined ? { maxErrorRate: canary.maxErrorRate } : {}),
          },
        }
      : { ...entry, active: releaseVersion, versions };
    await writeRegistry(dir, { ...registry, remotes: { ...registry.remotes, [name]: next } }, time);
    if (canary) {
      await appendAudit(dir, { action: 'canary', remote: name, from, to: releaseVersion, user, now: time, share: canary.share, maxErrorRate: canary.maxErrorRate });
      return { name, version: releaseVersion, from, status: 'canary' };
    }
    const action = known ? 'activate' : 'release';
    await appendAudit(dir, { action, remote: name, from, to: releaseVersion, user, now: time });
    return { name, version: releaseVersion, from, status: known ? 'activated' : 'released' };
  });
}

/**
 * `npm run release -- <remote> [--version <v>] [--canary <share> [--max-error-rate <points>]]`: builds that remote
 * only, then publishes it. The remote's lock is held from before the build (two builds of one remote share its dist
 * folder): a second release manager is refused at once, and so is a release while a canary runs.
 * @param {{ deployDir?: string, remote: string, version?: string, build?: boolean, user?: string, quiet?: boolean,
 *   canary?: CanaryRequest }} options
 * @returns {Promise<{ name: string, version: string, from: string | null, status: 'released' | 'activated' | 'unchanged' | 'canary' }>}
 */
export async function releaseRemote({ deployDir, remote, version, build = true, user, quiet = false, canary }) {
  const dir = resolveDeployDir(deployDir);
  const { name, dir: appDir, package: project } = normalizeRemote(remote);
  if (version) assertVersion(version);
  if (canary) assertCanaryRequest(canary);
  const action = canary ? 'start a canary of' : 'release';
  return withRemoteLock(
    dir,
    name,
    action,
    async (assertHeld) => {
      const entry = (await readHistory(dir)).remotes[name];
      assertNoCanary(name, entry, action);
      if (canary) assertHasStable(name, entry);
      if (build) await buildApp({ dir: appDir, project, releaseVersion: version, quiet });
      return publishLocked(
        { deployDir: dir, remote: name, distDir: path.join(appDir, 'dist'), ...(version ? { version } : {}), ...(user ? { user } : {}), ...(canary ? { canary } : {}) },
        assertHeld,
      );
    },
    user ? { user } : {},
  );
}

/**
 * `npm run release -- <remote> --promote`: the canary becomes the active version for everyone. Refused, writing
 * nothing, when no canary runs or the active shell can no longer run it.
 * @param {{ deployDir?: string, remote: string, user?: string, now?: () => Date }} options
 * @returns {Promise<{ name: string, version: string, from: string }>}
 */
export async function promoteCanary({ deployDir, remote, user = currentUser(), now = () => new Date() }) {
  const dir = resolveDeployDir(deployDir);
  const { name } = normalizeRemote(remote);
  return withRemoteLock(
    dir,
    name,
    'promote the canary of',
    (assertHeld) =>
      withLock(dir, async () => {
        assertHeld();
        const history = await readHistory(dir);
        const entry = history.remotes[name];
        const canary = entry?.canary;
        if (!entry || !canary) throw new RegistryError(`${name} runs no canary to promote.`, 'NO_CANARY');
        const version = entry.versions[canary.version];
        if (!version) throw new RegistryError(`${name}'s canary ${canary.version} is not in its history.`, 'UNKNOWN_VERSION');
        assertRunsOnShell(await activeShell(dir), { ...version, name }, 'release');
        const time = now();
        const { canary: _promoted, ...rest } = entry;
        await writeRegistry(dir, { ...history, remotes: { ...history.remotes, [name]: { ...rest, active: canary.version } } }, time);
        await appendAudit(dir, { action: 'promote', remote: name, from: entry.active, to: canary.version, user, now: time, share: canary.share });
        return { name, version: canary.version, from: entry.active };
      }),
    { user },
  );
}

/**
 * Copies shell/dist into deploy/shell when its content changed. Files of the previous shell stay (their names are
 * content-hashed), so a page opened before the deploy can still load its lazy chunks; index.html and shell.json
 * are replaced last. shell.json records what the shell offers remotes: its contracts and the @fc/shared version it
 * provides (from its mf-manifest.json; this checkout's when the build has none).
 * @param {{ deployDir?: string, distDir?: string, version?: string, supportedContracts?: number[], sharedVersion?: string,
 *   user?: string, now?: () => Date }} [options]
 * @returns {Promise<{ version: string, from: string | null, status: 'deployed' | 'unchanged' }>}
 */
export async function deployShell({
  deployDir,
  distDir,
  version,
  supportedContracts,
  sharedVersion,
  user = currentUser(),
  now = () => new Date(),
} = {}) {
  const dir = resolveDeployDir(deployDir);
  const source = path.resolve(distDir ?? path.join(REPO_ROOT, 'shell', 'dist'));
  if (!(await exists(path.join(source, 'index.html')))) {
    throw new RegistryError(`${source} is not a built shell (index.html missing). Run npm run build first.`, 'NOT_BUILT');
  }
  const contracts = supportedContracts ?? (await readSourceSupportedContracts());
  const provides = sharedVersion ?? (await readManifestSharedVersion(source)) ?? (await readSourceSharedVersion());
  const hash = await hashDir(source);
  return withLock(dir, async () => {
    const previous = await readShellInfo(dir);
    if (
      previous &&
      previous.contentHash === hash &&
      String(previous.supportedContracts) === String(contracts) &&
      previous.sharedVersion === provides
    ) {
      return { version: previous.version, from: previous.version, status: 'unchanged' };
    }
    const pkg = await readJson(path.join(REPO_ROOT, 'shell', 'package.json'));
    const shellVersion = version ?? `${pkg.version}-${hash.slice(0, 8)}`;
    const target = shellDir(dir);
    await fs.mkdir(target, { recursive: true });
    const last = new Set(['index.html', 'shell.json']);
    for (const file of await listFiles(source)) {
      if (last.has(file)) continue;
      await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
      await fs.copyFile(path.join(source, file), path.join(target, file));
    }
    const html = await fs.readFile(path.join(source, 'index.html'));
    const tempHtml = path.join(target, `.index.html.${process.pid}.tmp`);
    await fs.writeFile(tempHtml, html);
    await fs.rename(tempHtml, path.join(target, 'index.html'));
    const time = now();
    await writeJsonAtomic(path.join(target, 'shell.json'), {
      version: shellVersion,
      supportedContracts: contracts,
      sharedVersion: provides,
      contentHash: hash,
      deployedAt: time.toISOString(),
    });
    // registry.json names the deployed shell: the footer shows which deploy runs, not the package version.
    await writeRegistry(dir, await readHistory(dir), time);
    await appendAudit(dir, { action: 'deploy-shell', remote: 'shell', from: previous?.version ?? null, to: shellVersion, user, now: time });
    return { version: shellVersion, from: previous?.version ?? null, status: 'deployed' };
  });
}
