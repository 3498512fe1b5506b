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
  resolveDeployDir,
  shellDir,
  withLock,
  writeJsonAtomic,
  writeRegistry,
} from './registry-store.mjs';

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
 * Publishes an already built remote: copies `distDir` to deploy/remotes/<name>/<version>/ and makes it active.
 * Refuses, writing nothing, when the active shell does not support the contract or provides an older @fc/shared
 * than the build needs (compatibility.mjs), or the version exists with other content. Releasing content that is
 * already that version only re-activates it.
 * @param {{ deployDir?: string, remote: string, distDir?: string, version?: string, user?: string, now?: () => Date }} options
 * @returns {Promise<{ name: string, version: string, from: string | null, status: 'released' | 'activated' | 'unchanged' }>}
 */
export async function publishRemote({ deployDir, remote, distDir, version, user = currentUser(), now = () => new Date() }) {
  const dir = resolveDeployDir(deployDir);
  const { name, dir: appDir } = normalizeRemote(remote);
  const source = path.resolve(distDir ?? path.join(appDir, 'dist'));
  const descriptor = await readDescriptor(source);
  if (descriptor.name !== name) {
    throw new RegistryError(`${source} holds ${descriptor.name}, not ${name}.`, 'WRONG_REMOTE');
  }
  const hash = await hashDir(source);
  const releaseVersion = version ?? `${descriptor.packageVersion}-${hash.slice(0, 8)}`;
  assertVersion(releaseVersion);
  assertRunsOnShell(await activeShell(dir), { ...descriptor, name, version: releaseVersion }, 'release');

  return withLock(dir, async () => {
    const registry = await readHistory(dir);
    const entry = registry.remotes[name] ?? { active: '', versions: {} };
    const from = entry.active || null;
    const target = remoteVersionDir(dir, name, releaseVersion);
    if (await exists(target)) {
      if ((await hashDir(target)) !== hash) {
        throw new RegistryError(
          `Refusing to release ${name} ${releaseVersion}: that version exists with different content. ` +
            'Versions are immutable; choose another --version.',
          'VERSION_EXISTS',
        );
      }
    } else {
      await copyDirAtomic(source, target);
    }
    const known = entry.versions[releaseVersion];
    if (known && entry.active === releaseVersion) return { name, version: releaseVersion, from, status: 'unchanged' };
    const time = now();
    const next = {
      ...registry,
      remotes: {
        ...registry.remotes,
        [name]: {
          active: releaseVersion,
          versions: {
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
          },
        },
      },
    };
    await writeRegistry(dir, next, time);
    const action = known ? 'activate' : 'release';
    await appendAudit(dir, { action, remote: name, from, to: releaseVersion, user, now: time });
    return { name, version: releaseVersion, from, status: known ? 'activated' : 'released' };
  });
}

/**
 * `npm run release -- <remote> [--version <v>]`: builds that remote only, then publishes it.
 * @param {{ deployDir?: string, remote: string, version?: string, build?: boolean, user?: string, quiet?: boolean }} options
 */
export async function releaseRemote({ deployDir, remote, version, build = true, user, quiet = false }) {
  const { name, dir, package: project } = normalizeRemote(remote);
  if (version) assertVersion(version);
  if (build) await buildApp({ dir, project, releaseVersion: version, quiet });
  return publishRemote({ deployDir, remote: name, distDir: path.join(dir, 'dist'), version, user });
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
