import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../empty-state/empty-state';
import { PageTitle } from '@fc/shared';
import styles from './under-construction.module.css';

export interface UnderConstructionProps {
  /** The remote's i18n namespace, where `titleKey` lives. */
  namespace: string;
  /** Key of the page title in that namespace, e.g. `titles.packs`. */
  titleKey: string;
}

/** What a page shows until it is built: its title, a "coming soon" notice and the route parameters it got. */
export function UnderConstruction({ namespace, titleKey }: UnderConstructionProps) {
  const { t } = useTranslation([namespace, 'common']);
  const params = Object.entries(useParams())
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  return (
    <div className={styles.page}>
      <PageTitle>{t(titleKey)}</PageTitle>
      <EmptyState title={t('common:underConstruction.title')} description={t('common:underConstruction.description')} />
      {params && <p className={styles.params}>{t('common:underConstruction.params', { params })}</p>}
    </div>
  );
}
