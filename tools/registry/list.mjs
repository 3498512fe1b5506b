// `npm run remotes`: the shell version and, per remote, the active version and every released one (the history).
import { UNRECORDED_SHARED_VERSION } from './compatibility.mjs';
import { REMOTES, readHistory, readShellInfo, resolveDeployDir } from './registry-store.mjs';

/**
 * @param {{ deployDir?: string }} [options]
 * @returns {Promise<{ shell: { version: string, supportedContracts: number[], sharedVersion: string } | null,
 *   revision: number, remotes: { name: string, active: string | null, versions: { version: string, contract: number,
 *   sharedVersion: string, releasedAt: string, releasedBy: string, active: boolean }[] }[] }>}
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
    remotes: names.map((name) => {
      const entry = registry.remotes[name];
      const versions = Object.values(entry?.versions ?? {})
        .sort((a, b) => (a.releasedAt < b.releasedAt ? 1 : -1))
        .map(({ version, contract, sharedVersion, releasedAt, releasedBy }) => ({
          version,
          contract,
          sharedVersion: sharedVersion ?? UNRECORDED_SHARED_VERSION,
          releasedAt,
          releasedBy,
          active: version === entry?.active,
        }));
      return { name, active: entry?.active || null, versions };
    }),
  };
}

/** @param {Awaited<ReturnType<typeof listRemotes>>} listing */
export function formatRemotes({ shell, revision, remotes }) {
  const lines = [
    shell
      ? `shell ${shell.version} (supports contracts ${shell.supportedContracts.join(', ')}; provides @fc/shared ${shell.sharedVersion})`
      : 'shell: not deployed (npm start deploys it)',
    `registry revision ${revision}`,
    '',
  ];
  const rows = [['REMOTE', 'ACTIVE', 'VERSION', 'CONTRACT', '@FC/SHARED', 'RELEASED BY', 'RELEASED AT']];
  for (const remote of remotes) {
    if (remote.versions.length === 0) {
      rows.push([remote.name, '-', '(never released)', '', '', '', '']);
      continue;
    }
    remote.versions.forEach((version, index) => {
      rows.push([
        index === 0 ? remote.name : '',
        index === 0 ? (remote.active ?? '-') : '',
        `${version.active ? '* ' : '  '}${version.version}`,
        String(version.contract),
        version.sharedVersion,
        version.releasedBy,
        version.releasedAt,
      ]);
    });
  }
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) lines.push(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
  lines.push('', '* = active');
  return lines.join('\n');
}
