import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  isApiError,
  PageFrame,
  paths,
  Skeleton,
  useIsLoggedIn,
  type PackSeriesDetail,
} from '@fc/shared';
import { Card, EmptyState } from '@fc/shared/ui';
import { packArtUrl } from '@fc/shared/contracts/resources';
import { usePackDetail } from '../api/get-pack-detail';
import { BuyBox } from '../components/buy-box';
import { Fairness } from '../components/fairness';
import { MyPulls } from '../components/my-pulls';
import { OddsTable } from '../components/odds-table';
import { PackContents } from '../components/pack-contents';
import { PeriodBadge, PeriodCountdown } from '../../../components/pack-period';
import { PackPrice, PackSupply, packTintClass } from '../../../components/pack-tile';
import styles from '../components/packs.module.css';

/** What is in one pack: how many cards, and the rarity one at least has. */
function Contents({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  return (
    <ul className={styles.facts}>
      <li>{t('packs.cardsPerPack', { count: series.cardsPerPack })}</li>
      {series.atLeastOne ? <li>{t('packs.atLeastOne', { rarity: t(`packs.rarity.${series.atLeastOne}`) })}</li> : null}
    </ul>
  );
}

/**
 * /pack/{packId} — a series: on a desktop its art beside the period, price, supply, the buy box and the odds; then my
 * pulls, the cards it can pull and, closed, the lots drawing's fairness data. On a phone the same in one column.
 */
export default function PackDetailPage() {
  const { t } = useTranslation('market');
  const { packId = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  const detail = usePackDetail(packId);
  const breadcrumb = [{ label: t('titles.packs'), to: paths.packs() }];
  if (detail.isPending) {
    return (
      <PageFrame breadcrumb={breadcrumb} busy>
        <Skeleton height={420} />
      </PageFrame>
    );
  }
  if (detail.error && !detail.data) {
    const missing = isApiError(detail.error, 'NOT_FOUND', 'INVALID_PARAMS');
    return (
      <PageFrame title={t('titles.pack')} breadcrumb={breadcrumb}>
        <EmptyState
          title={missing ? t('packs.notFound') : t('packs.loadFailed')}
          description={missing ? undefined : errorMessage(t, detail.error)}
          action={missing ? <ButtonLink to={paths.packs()}>{t('titles.packs')}</ButtonLink> : <Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
        />
      </PageFrame>
    );
  }
  const series = detail.data;
  const name = t(`packs.kind.${series.kind}`);
  const clock = { now: series.now, answeredAt: detail.dataUpdatedAt };
  return (
    <PageFrame title={name} breadcrumb={breadcrumb} data-testid="pack-detail-page">
      <div className={styles.hero}>
        <div className={[styles.stage, packTintClass(series.kind)].filter(Boolean).join(' ')}>
          <img className={styles.stageArt} src={packArtUrl(series.kind)} alt={t('packs.art', { kind: name })} width={240} height={320} />
        </div>
        <div className={styles.heroInfo}>
          <div className={styles.periodRow}>
            <PeriodBadge series={series} />
            <PeriodCountdown series={series} clock={clock} onEnd={() => void detail.refetch()} />
          </div>
          <PackPrice series={series} className={styles.heroPrice} />
          <PackSupply series={series} />
          <Contents series={series} />
          <div className={styles.buyAndOdds}>
            <BuyBox series={series} />
            <Card as="section" title={t('packs.odds')} className={styles.odds}>
              <p className={styles.muted}>{t('packs.oddsHint')}</p>
              <OddsTable odds={series.odds} />
            </Card>
          </div>
        </div>
      </div>
      {loggedIn ? <MyPulls series={series} /> : null}
      <PackContents seriesId={series.seriesId} odds={series.odds} />
      <Fairness series={series} />
    </PageFrame>
  );
}
