import { EmptyState, PageTitle } from '@fc/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

interface UnderConstructionProps {
  /** Key of the page title in the market namespace. */
  titleKey: string;
}

/** What every page of this remote shows until it is built: its title and a notice. */
export function UnderConstruction({ titleKey }: UnderConstructionProps) {
  const { t } = useTranslation('market');
  const params = Object.entries(useParams())
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <EmptyState
        title={t('underConstruction.title')}
        description={t('underConstruction.description')}
      />
      {params && <p>{t('underConstruction.params', { params })}</p>}
    </>
  );
}
