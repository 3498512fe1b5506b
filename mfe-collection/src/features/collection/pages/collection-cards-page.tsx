import { useTranslation } from 'react-i18next';
import { PageTitle, paths } from '@fc/shared';
import { CardList, type SellFor } from '../components/holdings';
import pageStyles from '../../../components/page.module.css';

export default function CollectionCardsPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return (
    <div className={pageStyles.page} data-testid="collection-cards-page">
      <PageTitle>{t('titles.cards')}</PageTitle>
      <CardList
        request={{ family: 'collectible' }}
        actionFor={sellFor}
        empty={{ title: t('empty.cards'), body: t('empty.cardsBody'), action: { label: t('getPacks'), to: paths.packs() } }}
      />
    </div>
  );
}
