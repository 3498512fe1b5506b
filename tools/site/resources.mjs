// The generated art in the deploy folder: `nx run art:build` renders it into tools/art/dist/resources, and deploying
// puts that folder at <deployDir>/resources/ (hard links, else copies), which the site server serves at /resources/
// (app.ts). Replaced whole when its version changes, so the server never mixes two versions' files for long.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, RegistryError, exists } from '../registry/index.mjs';

export const ART_DIST = path.join(REPO_ROOT, 'tools', 'art', 'dist', 'resources');
export const RESOURCES_FOLDER = 'resources';

/**
 * The version recorded in a resources folder's version.json, or null when there is none.
 * @param {string} dir
 * @returns {Promise<string | null>}
 */
export async function readResourcesVersion(dir) {
  try {
    const { version } = /** @type {{ version?: unknown }} */ (JSON.parse(await fs.readFile(path.join(dir, 'version.json'), 'utf8')));
    return typeof version === 'string' && version ? version : null;
  } catch {
    return null;
  }
}

/**
 * Every file path under `dir`, relative to it.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Recreates `source` at `target` with hard links, copying where the two are on different file systems: 7,500 small
 * files copy in seconds, link in a fraction of one. Safe because neither side is ever written in place (the build
 * and the deploy both replace their folder whole).
 * @param {string} source
 * @param {string} target
 */
async function linkTree(source, target) {
  const files = await filesUnder(source);
  for (const dir of new Set(files.map((file) => path.dirname(file)))) await fs.mkdir(path.join(target, dir), { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] ?? '';
      const [from, to] = [path.join(source, file), path.join(target, file)];
      await fs.link(from, to).catch(() => fs.copyFile(from, to));
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/**
 * Copies the built art into the deploy folder unless that version is already there. `required`: art that is not
 * built fails the deploy (a test site must have it) instead of being skipped with a line in the log.
 * @param {{ deployDir: string, sourceDir?: string, required?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<string | null>} the deployed version
 */
export async function deployResources({ deployDir, sourceDir = ART_DIST, required = false, log = console.log }) {
  const built = await readResourcesVersion(sourceDir);
  const target = path.join(deployDir, RESOURCES_FOLDER);
  if (!built) {
    if (required) throw new RegistryError(`The art is not built (${sourceDir}): run npm run build first.`, 'NOT_BUILT');
    log('resources: not built, skipped');
    return readResourcesVersion(target);
  }
  if ((await readResourcesVersion(target)) === built) {
    log(`resources ${built} (unchanged)`);
    return built;
  }
  // Dot-folders: the site server never serves them.
  const staging = path.join(deployDir, `.resources-${built}-${process.pid}`);
  const previous = path.join(deployDir, `.resources-previous-${process.pid}`);
  await fs.rm(staging, { recursive: true, force: true });
  await linkTree(sourceDir, staging);
  if (await exists(target)) await fs.rename(target, previous);
  await fs.rename(staging, target);
  await fs.rm(previous, { recursive: true, force: true });
  log(`resources ${built} deployed`);
  return built;
}
