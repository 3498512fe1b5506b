import { useTranslation } from 'react-i18next';
import type { RemoteVersions as Versions } from '../../../remotes/remote-versions';
import styles from './footer.module.css';

interface RemoteVersionsProps {
  versions: Versions;
  shellVersion: string;
}

/** What is running, for support and bug reports: each remote's active version and the shell's. */
export function RemoteVersions({ versions, shellVersion }: RemoteVersionsProps) {
  const { t } = useTranslation('shell');
  return (
    <details className={styles.versions} data-testid="remote-versions">
      <summary className={styles.versionsSummary}>{t('footer.versions')}</summary>
      <ul className={styles.versionsList}>
        <li data-shell-version={shellVersion}>
          <span>{t('footer.shell')}</span> <code>{shellVersion}</code>
        </li>
        {Object.entries(versions).map(([name, version]) => (
          <li key={name} data-remote={name}>
            <span>{name}</span> <code>{version}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
