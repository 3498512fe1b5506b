import { useTranslation } from 'react-i18next';
import { PageFrame, paths } from '@fc/shared';
import { Openables, type SellFor } from '../components/holdings';

export default function CollectionFpPackPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return (
    <PageFrame title={t('titles.fpPack')} subtitle={t('boxesHint')} data-testid="collection-fppack-page">
      <Openables sellFor={sellFor} family="box" empty={{ title: t('empty.boxes'), body: t('empty.boxesBody'), action: { label: t('browseBoxes'), to: paths.poolSale() } }} />
    </PageFrame>
  );
}
