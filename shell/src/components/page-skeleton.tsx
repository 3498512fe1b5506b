import { useTranslation } from 'react-i18next';
import { Skeleton } from '@fc/shared';
import styles from './page-skeleton.module.css';

/** Stands in for a page while its remote and chunk arrive. */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.root} role="status" aria-busy="true" data-testid="page-skeleton">
      <span className={styles.label}>{t('remote.loading')}</span>
      <Skeleton width="40%" height={32} />
      <Skeleton width="70%" height={16} />
      <div className={styles.grid}>
        <Skeleton height={180} />
        <Skeleton height={180} />
        <Skeleton height={180} />
      </div>
    </div>
  );
}
