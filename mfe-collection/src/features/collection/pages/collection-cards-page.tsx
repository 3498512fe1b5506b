import { useTranslation } from 'react-i18next';
import { PageFrame, paths } from '@fc/shared';
import { CardList, type SellFor } from '../components/holdings';

export default function CollectionCardsPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return (
    <PageFrame title={t('titles.cards')} subtitle={t('cardsHint')} data-testid="collection-cards-page">
      <CardList
        request={{ family: 'collectible' }}
        actionFor={sellFor}
        empty={{ title: t('empty.cards'), body: t('empty.cardsBody'), action: { label: t('browsePacks'), to: paths.packs() } }}
      />
    </PageFrame>
  );
}
