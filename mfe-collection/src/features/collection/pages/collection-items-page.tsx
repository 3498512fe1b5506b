import { useTranslation } from 'react-i18next';
import { PageTitle, paths } from '@fc/shared';
import { CardList } from '../components/holdings';
import pageStyles from '../../../components/page.module.css';

export default function CollectionItemsPage() {
  const { t } = useTranslation('collection');
  return (
    <div className={pageStyles.page} data-testid="collection-items-page">
      <PageTitle>{t('titles.items')}</PageTitle>
      <CardList request={{ family: 'item' }} row empty={{ title: t('empty.items'), body: t('empty.itemsBody'), action: { label: t('getItems'), to: paths.propShop() } }} />
    </div>
  );
}
