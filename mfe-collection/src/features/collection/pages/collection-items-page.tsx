import { useTranslation } from 'react-i18next';
import { PageFrame, paths } from '@fc/shared';
import { CardList } from '../components/holdings';

export default function CollectionItemsPage({ title }: { title?: string } = {}) {
  const { t } = useTranslation('collection');
  return (
    <PageFrame title={title ?? t('titles.items')} subtitle={t('itemsHint')} data-testid="collection-items-page">
      <CardList request={{ family: 'item' }} empty={{ title: t('empty.items'), body: t('empty.itemsBody'), action: { label: t('getItems'), to: paths.propShop() } }} />
    </PageFrame>
  );
}
