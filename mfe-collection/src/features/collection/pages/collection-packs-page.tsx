import { useTranslation } from 'react-i18next';
import { PageTitle, paths } from '@fc/shared';
import { Openables, type SellFor } from '../components/holdings';
import pageStyles from '../../../components/page.module.css';

export default function CollectionPacksPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return (
    <div className={pageStyles.page} data-testid="collection-packs-page">
      <PageTitle subtitle={t('packsHint')}>{t('titles.packs')}</PageTitle>
      <Openables sellFor={sellFor} family="pack" empty={{ title: t('empty.packs'), body: t('empty.packsBody'), action: { label: t('getPacks'), to: paths.packs() } }} />
    </div>
  );
}
