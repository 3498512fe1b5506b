import { useTranslation } from 'react-i18next';
import { Button, errorMessage, PageFrame, Skeleton } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import { usePackList } from '../api/get-pack-list';
import { PackTile } from '../../../components/pack-tile';
import { byWhatCanBeDone } from '../../../lib/pack-order';
import { SaleSteps } from '../components/sale-steps';
import styles from '../components/packs.module.css';

/**
 * /packs — every series as a tile (art, period and live countdown, price, supply left, my limits), what can be bought
 * first, kept fresh by the public stream and asked again when a period ends; then how a sale runs. Guests too.
 */
export default function PacksPage() {
  const { t } = useTranslation('market');
  const list = usePackList();
  return (
    <PageFrame title={t('titles.packs')} subtitle={t('packs.subtitle')} data-testid="packs-page">
      {list.isPending ? (
        <div className={styles.packGrid} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={420} />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <EmptyState title={t('packs.loadFailed')} description={errorMessage(t, list.error)} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('packs.empty')} />
      ) : (
        <ul className={styles.packGrid}>
          {byWhatCanBeDone(list.data.list).map((series) => (
            <li key={series.seriesId}>
              <PackTile series={series} clock={{ now: series.now, answeredAt: list.dataUpdatedAt }} headingLevel={2} onPeriodEnd={() => void list.refetch()} />
            </li>
          ))}
        </ul>
      )}
      <SaleSteps />
    </PageFrame>
  );
}
