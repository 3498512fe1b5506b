// `npm run remotes`: the shell version and, per remote, the active version, the canary with its counts, and every
// released one (the history), pinned ones marked.
import { formatRate, readCanaryStats } from './canary.mjs';
import { UNRECORDED_SHARED_VERSION } from './compatibility.mjs';
import { CANARY_MIN_LOADS, REMOTES, readHistory, readShellInfo, resolveDeployDir } from './registry-store.mjs';

/**
 * @typedef {{ version: string, share: number, since: string, by: string, maxErrorRate: number | null,
 *   stats: import('./canary.mjs').CanaryStats }} ListedCanary
 * @typedef {{ version: string, contract: number, sharedVersion: string, releasedAt: string, releasedBy: string,
 *   active: boolean, canary: boolean, pinned: boolean }} ListedVersion
 * @typedef {{ name: string, active: string | null, canary: ListedCanary | null, versions: ListedVersion[] }} ListedRemote
 */

/**
 * @param {{ deployDir?: string }} [options]
 * @returns {Promise<{ shell: { version: string, supportedContracts: number[], sharedVersion: string } | null,
 *   revision: number, canaryMinLoads: number, remotes: ListedRemote[] }>}
 */
export async function listRemotes({ deployDir } = {}) {
  const dir = resolveDeployDir(deployDir);
  const [registry, shell] = await Promise.all([readHistory(dir), readShellInfo(dir)]);
  const names = /** @type {import('./registry-store.mjs').RemoteName[]} */ ([...new Set([...REMOTES, ...Object.keys(registry.remotes)])]);
  return {
    shell: shell && {
      version: shell.version,
      supportedContracts: shell.supportedContracts,
      sharedVersion: shell.sharedVersion ?? UNRECORDED_SHARED_VERSION,
    },
    revision: registry.revision,
    canaryMinLoads: CANARY_MIN_LOADS,
    remotes: await Promise.all(
      names.map(async (name) => {
        const entry = registry.remotes[name];
        const pinned = new Set(entry?.pinned ?? []);
        const versions = Object.values(entry?.versions ?? {})
          .sort((a, b) => (a.releasedAt < b.releasedAt ? 1 : -1))
          .map(({ version, contract, sharedVersion, releasedAt, releasedBy }) => ({
            version,
            contract,
            sharedVersion: sharedVersion ?? UNRECORDED_SHARED_VERSION,
            releasedAt,
            releasedBy,
            active: version === entry?.active,
            canary: version === entry?.canary?.version,
            pinned: pinned.has(version),
          }));
        const canary = entry?.canary
          ? {
              version: entry.canary.version,
              share: entry.canary.share,
              since: entry.canary.since,
              by: entry.canary.by,
              maxErrorRate: entry.canary.maxErrorRate ?? null,
              stats: await readCanaryStats(dir, name, entry.canary),
            }
          : null;
        return { name, active: entry?.active || null, canary, versions };
      }),
    ),
  };
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

/** @param {number} loads @param {number} errors @param {number | null} rate */
const countCell = (loads, errors, rate) => `${loads} loads, ${errors} errors (${formatRate(rate)})`;

/**
 * How far the canary's error rate is above (or below) the stable version's now, in points.
 * @param {import('./canary.mjs').CanaryStats} stats
 */
function difference(stats) {
  if (stats.canary.errorRate === null) return '';
  const points = stats.canary.errorRate - (stats.stable.errorRate ?? 0);
  return ` (now ${points >= 0 ? '+' : '-'}${Math.abs(points).toFixed(1)})`;
}

/** @param {Awaited<ReturnType<typeof listRemotes>>} listing */
export function formatRemotes({ shell, revision, canaryMinLoads, remotes }) {
  const lines = [
    shell
      ? `shell ${shell.version} (supports contracts ${shell.supportedContracts.join(', ')}; provides @fc/shared ${shell.sharedVersion})`
      : 'shell: not deployed (npm start deploys it)',
    `registry revision ${revision}`,
    '',
  ];
  const rows = [['REMOTE', 'ACTIVE', 'VERSION', 'CONTRACT', '@FC/SHARED', 'RELEASED BY', 'RELEASED AT', 'PINNED']];
  for (const remote of remotes) {
    if (remote.versions.length === 0) {
      rows.push([remote.name, '-', '(never released)', '', '', '', '', '']);
      continue;
    }
    remote.versions.forEach((version, index) => {
      rows.push([
        index === 0 ? remote.name : '',
        index === 0 ? (remote.active ?? '-') : '',
        `${version.active ? '* ' : version.canary ? 'c ' : '  '}${version.version}`,
        String(version.contract),
        version.sharedVersion,
        version.releasedBy,
        version.releasedAt,
        version.pinned ? 'pinned' : '',
      ]);
    });
  }
  lines.push(...table(rows), '', '* = active (stable), c = canary');

  const canaries = remotes.flatMap((remote) => (remote.canary ? [{ name: remote.name, stable: remote.active ?? '-', canary: remote.canary }] : []));
  if (canaries.length > 0) {
    lines.push('', `Canaries (page loads and errors since each began; an automatic abort needs at least ${canaryMinLoads} canary loads):`);
    const canaryRows = [['REMOTE', 'STABLE', 'CANARY', 'SHARE', 'SINCE', 'BY', 'STABLE LOADS', 'CANARY LOADS', 'AUTO-ABORT']];
    for (const { name, stable, canary } of canaries) {
      const { stats } = canary;
      canaryRows.push([
        name,
        stable,
        canary.version,
        `${canary.share} %`,
        canary.since,
        canary.by,
        countCell(stats.stable.loads, stats.stable.errors, stats.stable.errorRate),
        countCell(stats.canary.loads, stats.canary.errors, stats.canary.errorRate),
        canary.maxErrorRate === null ? 'off' : `error rate > stable + ${canary.maxErrorRate} points${difference(stats)}`,
      ]);
    }
    lines.push(...table(canaryRows));
  }
  return lines.join('\n');
}
