// What each JavaScript file of a page load is made of, by package, from the stats every production build writes
// (tools/webpack/create-config.cjs, `.bundle-stats.json` in the app's dist) and webpack-bundle-analyzer's parser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { getViewerData } = require('webpack-bundle-analyzer/lib/analyzer');
const { BUNDLE_STATS_FILE } = require('../webpack/create-config.cjs');

/** `node_modules/@scope/name/…` → `@scope/name`; `shared/src/ui/…` → `@fc/shared (ui)`; else the app's own code. */
export function packageOf(modulePath) {
  const inPackages = modulePath.split('node_modules/');
  if (inPackages.length > 1) {
    const parts = inPackages[inPackages.length - 1].split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const shared = modulePath.match(/(?:^|\/)shared\/src\/([^/ ]+)/);
  if (shared) return `@fc/shared (${shared[1].replace(/\.tsx?$/, '')})`;
  if (modulePath.includes('webpack/runtime') || modulePath.includes('entry modules')) return '(webpack and federation runtime)';
  return '(app code)';
}

/** Leaves of the analyzer's tree: modules with their own gzip size. */
function* leaves(group) {
  if (group.groups?.length) for (const child of group.groups) yield* leaves(child);
  else yield group;
}

const viewerDataByDist = new Map();
function viewerData(distDir) {
  if (!viewerDataByDist.has(distDir)) {
    const statsFile = path.join(distDir, BUNDLE_STATS_FILE);
    const data = existsSync(statsFile)
      ? getViewerData(JSON.parse(readFileSync(statsFile, 'utf8')), distDir, { logger: { warn() {}, info() {}, error() {}, debug() {} } })
      : [];
    viewerDataByDist.set(distDir, new Map(data.map((asset) => [asset.label, asset])));
  }
  return viewerDataByDist.get(distDir);
}

/**
 * @param {{ file: string, distDir: string, bytes: number }} script a served file, its app's dist and its gzip size
 * @returns {{ packages: { name: string, gzip: number }[] } | null} null when the build wrote no stats for it
 */
export function breakdown({ file, distDir }) {
  const asset = viewerData(distDir).get(file);
  if (!asset) return null;
  const byPackage = new Map();
  for (const group of asset.groups ?? []) {
    for (const leaf of leaves(group)) {
      const name = packageOf(leaf.path ?? leaf.label ?? '');
      byPackage.set(name, (byPackage.get(name) ?? 0) + (leaf.gzipSize ?? 0));
    }
  }
  return { packages: [...byPackage].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip) };
}
