import { useTranslation } from 'react-i18next';
import { PageTitle, paths } from '@fc/shared';
import { Openables } from '../components/holdings';
import pageStyles from '../../../components/page.module.css';

export default function CollectionPacksPage() {
  const { t } = useTranslation('collection');
  return (
    <div className={pageStyles.page} data-testid="collection-packs-page">
      <PageTitle subtitle={t('packsHint')}>{t('titles.packs')}</PageTitle>
      <Openables family="pack" empty={{ title: t('empty.packs'), body: t('empty.packsBody'), action: { label: t('getPacks'), to: paths.packs() } }} />
    </div>
  );
}
