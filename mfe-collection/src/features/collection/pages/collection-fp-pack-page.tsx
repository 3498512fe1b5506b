import { useTranslation } from 'react-i18next';
import { PageTitle, paths } from '@fc/shared';
import { Openables, type SellFor } from '../components/holdings';
import pageStyles from '../../../components/page.module.css';

export default function CollectionFpPackPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return (
    <div className={pageStyles.page} data-testid="collection-fppack-page">
      <PageTitle subtitle={t('boxesHint')}>{t('titles.fpPack')}</PageTitle>
      <Openables sellFor={sellFor} family="box" empty={{ title: t('empty.boxes'), body: t('empty.boxesBody'), action: { label: t('getPacks'), to: paths.packs() } }} />
    </div>
  );
}
