import { useTranslation } from 'react-i18next';
import { PageFrame, paths } from '@fc/shared';
import { Openables, type SellFor } from '../components/holdings';

export default function CollectionPacksPage({ sellFor, title }: { sellFor?: SellFor; title?: string } = {}) {
  const { t } = useTranslation('collection');
  return (
    <PageFrame title={title ?? t('titles.packs')} subtitle={t('packsHint')} data-testid="collection-packs-page">
      <Openables sellFor={sellFor} family="pack" empty={{ title: t('empty.packs'), body: t('empty.packsBody'), action: { label: t('browsePacks'), to: paths.packs() } }} />
    </PageFrame>
  );
}
