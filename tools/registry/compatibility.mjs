// Whether a remote version can run on the deployed shell: the shell must support the remote's contract and provide
// an @fc/shared (a Module Federation singleton: every remote gets the shell's copy) at least as new as the one the
// remote was built against. Release and rollback both refuse a version that fails either check.
import path from 'node:path';
import semver from 'semver';
import { REPO_ROOT, RegistryError, exists, readJson, readShellInfo, runTsx } from './registry-store.mjs';

export const SHARED_PACKAGE = '@fc/shared';

/**
 * The @fc/shared version of a shell or remote that did not record one: every build before the version was recorded
 * (shell.json `sharedVersion`, fc-remote.json `sharedVersion`) had @fc/shared 1.0.0.
 */
export const UNRECORDED_SHARED_VERSION = '1.0.0';

/**
 * SUPPORTED_CONTRACTS of the shell in this checkout (shared/src/contracts/remote.ts).
 * @returns {Promise<number[]>}
 */
export async function readSourceSupportedContracts() {
  const output = await runTsx(path.join(REPO_ROOT, 'tools', 'registry', 'read-supported-contracts.ts'), [], { cwd: REPO_ROOT });
  return JSON.parse(output);
}

/**
 * The @fc/shared version of this checkout (shared/package.json).
 * @returns {Promise<string>}
 */
export async function readSourceSharedVersion() {
  return (await readJson(path.join(REPO_ROOT, 'shared', 'package.json'))).version;
}

/**
 * The @fc/shared version a build bundles, from its mf-manifest.json; null when the build has no manifest or no entry.
 * @param {string} distDir
 * @returns {Promise<string | null>}
 */
export async function readManifestSharedVersion(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!(await exists(file))) return null;
  const manifest = await readJson(file);
  const entry = Array.isArray(manifest.shared) ? manifest.shared.find((/** @type {{ name?: string, version?: unknown } | null} */ shared) => shared?.name === SHARED_PACKAGE) : null;
  return typeof entry?.version === 'string' ? entry.version : null;
}

/** @param {unknown} version @param {string} what */
function parseVersion(version, what) {
  const parsed = semver.parse(String(version));
  if (!parsed || parsed.prerelease.length > 0 || parsed.build.length > 0) {
    throw new RegistryError(`${what}: "${version}" is not a MAJOR.MINOR.PATCH version of ${SHARED_PACKAGE}.`, 'BAD_SHARED_VERSION');
  }
  return parsed;
}

/**
 * A remote built against `needed` runs on a shell providing `provided` (a singleton every remote shares) when the
 * shell's version satisfies `^needed`: the same major version, and the remote's minor.patch not newer than the shell's.
 * @param {string} needed @param {string} provided
 */
export function sharedVersionSatisfies(needed, provided) {
  const need = parseVersion(needed, 'the remote');
  const have = parseVersion(provided, 'the shell');
  // `^0.x` would pin the minor; @fc/shared counts every 0.x as one line like any other major.
  return have.major === need.major && semver.gte(have, need);
}

/**
 * What the active shell offers: its contracts and its @fc/shared version. Without a deployed shell, the shell of
 * this checkout (the one `npm start` would deploy).
 * @param {string} deployDir
 * @returns {Promise<{ contracts: number[], sharedVersion: string, source: string }>}
 */
export async function activeShell(deployDir) {
  const shell = await readShellInfo(deployDir);
  if (shell) {
    return {
      contracts: shell.supportedContracts,
      sharedVersion: shell.sharedVersion ?? UNRECORDED_SHARED_VERSION,
      source: `the active shell ${shell.version}`,
    };
  }
  const [contracts, sharedVersion] = await Promise.all([readSourceSupportedContracts(), readSourceSharedVersion()]);
  return { contracts, sharedVersion, source: 'the shell in this checkout (none deployed yet)' };
}

/**
 * Throws, with what to do about it, when `remote` cannot run on `shell`.
 * @param {{ contracts: number[], sharedVersion: string, source: string }} shell
 * @param {{ name: string, version: string, contract: number, sharedVersion?: string }} remote
 * @param {'release' | 'start a canary of' | 'roll back to'} action
 */
export function assertRunsOnShell(shell, remote, action) {
  const what = `${remote.name} ${remote.version}`;
  if (!shell.contracts.includes(remote.contract)) {
    throw new RegistryError(
      `Refusing to ${action} ${what}: it implements contract ${remote.contract}, but ${shell.source} supports ` +
        `contracts [${shell.contracts.join(', ')}]. Deploy a shell that supports it first.`,
      'UNSUPPORTED_CONTRACT',
    );
  }
  const needed = remote.sharedVersion ?? UNRECORDED_SHARED_VERSION;
  if (!sharedVersionSatisfies(needed, shell.sharedVersion)) {
    const { major } = parseVersion(needed, 'the remote');
    throw new RegistryError(
      `Refusing to ${action} ${what}: it was built against ${SHARED_PACKAGE} ${needed}, but ${shell.source} provides ` +
        `${SHARED_PACKAGE} ${shell.sharedVersion}, and every remote gets the shell's copy. A remote runs on a shell ` +
        `with the same major version (${major}.x) and at least its minor.patch: deploy a shell built with ` +
        `${SHARED_PACKAGE} ${major}.x ≥ ${needed} first, or rebuild the remote against ${SHARED_PACKAGE} ${shell.sharedVersion}.`,
      'UNSUPPORTED_SHARED_VERSION',
    );
  }
}
