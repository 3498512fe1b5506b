// The generated art in the deploy folder: `nx run art:build` renders it into tools/art/dist/resources, and deploying
// copies that folder to <deployDir>/resources/, which the site server serves at /resources/ (app.ts). Replaced whole
// when its version changes, so the server never mixes two versions' files for long.
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
  await fs.mkdir(deployDir, { recursive: true });
  await fs.cp(sourceDir, staging, { recursive: true });
  if (await exists(target)) await fs.rename(target, previous);
  await fs.rename(staging, target);
  await fs.rm(previous, { recursive: true, force: true });
  log(`resources ${built} deployed`);
  return built;
}
