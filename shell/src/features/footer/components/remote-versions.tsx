import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, runningVersions } from '@fc/shared/contracts/base';
import type { RemoteVersions as Versions } from '../../../remotes/remote-versions';
import styles from './footer.module.css';

// useHydrated's three lines (@fc/shared/ui), not that entry: it is not part of the shell's first load (0014).
const noSubscription = () => () => undefined;
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface RemoteVersionsProps {
  /** What the shell routes to; used when no diagnostics are published (a test, a page without the shell's boot). */
  versions: Versions;
  shellVersion: string;
}

/**
 * What is running, for support and bug reports: one muted line with the shell's deploy, opening to each remote's
 * version (marked when it is a canary this visitor gets), the visitor's canary bucket, and the diagnostics page. It shows what the shell published at boot (`runningVersions()`), which a
 * bug report and the diagnostics page read too.
 */
export function RemoteVersions({ versions, shellVersion }: RemoteVersionsProps) {
  const { t } = useTranslation('shell');
  const running = runningVersions() ?? { shell: shellVersion, remotes: versions, visitor: null };
  // The bucket is the browser's own: the server renders the shell once for every visitor of a page, without it.
  const visitor = useHydrated() ? running.visitor : null;
  const remotes = Object.entries(running.remotes);
  const canary = new Set<string>(visitor?.canary ?? []);
  const canaryMark = (name: string) => (canary.has(name) ? ` (${t('footer.canary')})` : '');
  const listing = [
    `${t('footer.shell')} ${running.shell}`,
    ...remotes.map(([name, version]) => `${name} ${version}${canaryMark(name)}`),
    ...(visitor ? [t('footer.bucket', { bucket: visitor.bucket })] : []),
  ].join('\n');
  return (
    <details className={styles.versions} data-testid="remote-versions">
      <summary className={styles.versionsSummary} title={listing}>
        {t('footer.versionsSummary', { shell: running.shell, count: remotes.length })}
      </summary>
      <ul className={styles.versionsList}>
        <li data-shell-version={running.shell}>
          <span>{t('footer.shell')}</span> <code>{running.shell}</code>
        </li>
        {remotes.map(([name, version]) => (
          <li key={name} data-remote={name} data-canary={canary.has(name) || undefined}>
            <span>
              {name}
              {canary.has(name) && <span className={styles.canary}>{t('footer.canary')}</span>}
            </span>{' '}
            <code>{version}</code>
          </li>
        ))}
        {visitor && (
          <li data-visitor-bucket={visitor.bucket}>
            <span>{t('footer.bucketLabel')}</span> <code>{visitor.bucket}</code>
          </li>
        )}
      </ul>
      <Link to={paths.diagnostics()} className={styles.versionsLink}>
        {t('footer.diagnostics')}
      </Link>
    </details>
  );
}
