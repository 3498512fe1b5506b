import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, currentLanguage, EmptyState, errorMessage, formatAmount, PageTitle, paths, Skeleton, type PackSeriesSummary } from '@fc/shared';
import { packArtUrl } from '@fc/shared/contracts/resources';
import { usePackList } from '../api/get-pack-list';
import { NextPeriod } from '../components/next-period';
import { formatCount } from '../hooks/format-count';
import styles from '../components/packs.module.css';

/** One series: art, period and countdown, price, supply left, my limits left. */
function SeriesCard({ series, answeredAt }: { series: PackSeriesSummary; answeredAt: number }) {
  const { t } = useTranslation('market');
  const language = currentLanguage();
  const name = t(`packs.kind.${series.kind}`);
  return (
    <Card as="article" title={name} className={styles.series} data-testid="pack-series" data-series={series.seriesId}>
      <img className={styles.art} src={packArtUrl(series.kind)} alt={t('packs.art', { kind: name })} />
      <NextPeriod series={series} answeredAt={answeredAt} />
      <p className={styles.muted}>
        {t('packs.price')}: {t('packs.priceValue', { tmt: formatAmount('TMT', series.priceTmt, language), usd: formatAmount('USD', series.priceUsd, language) })}
      </p>
      <p data-testid="supply-left">{series.left === 0 ? t('packs.soldOut') : t('packs.supplyLeft', { left: formatCount(series.left), supply: formatCount(series.supply) })}</p>
      {series.mine ? <p className={styles.muted}>{t('packs.limitsLeft', { left: series.mine.left, leftToday: series.mine.leftToday })}</p> : null}
      <ButtonLink to={paths.pack(series.seriesId)}>{t('packs.view')}</ButtonLink>
    </Card>
  );
}

/** /packs — every series, the supply left asked again every few seconds. Guests too. */
export default function PacksPage() {
  const { t } = useTranslation('market');
  const list = usePackList();
  return (
    <div className={styles.page} data-testid="packs-page">
      <PageTitle subtitle={t('packs.subtitle')}>{t('titles.packs')}</PageTitle>
      {list.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={320} />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <EmptyState title={t('packs.loadFailed')} description={errorMessage(t, list.error)} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('packs.empty')} />
      ) : (
        <div className={styles.grid}>
          {list.data.list.map((series) => (
            <SeriesCard key={series.seriesId} series={series} answeredAt={list.dataUpdatedAt} />
          ))}
        </div>
      )}
    </div>
  );
}
