import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtTile, ButtonLink, paths, type PackPull, type PackSeriesSummary } from '@fc/shared';
import { DateTime, Pager } from '@fc/shared/ui';
import { cardArtUrl, packArtUrl } from '@fc/shared/contracts/resources';
import { usePackPulls } from '../api/get-pack-pulls';
import { PULLS_PAGE_SIZE } from '../constants';
import styles from './packs.module.css';

function Pull({ pull, kind }: { pull: PackPull; kind: PackSeriesSummary['kind'] }) {
  const { t } = useTranslation('market');
  return (
    <li className={styles.pull} data-testid="pack-pull" data-opened={pull.opened}>
      <p className={styles.pullHead}>
        <DateTime value={pull.boughtAt} /> · {t('packs.paidWith', { currency: pull.paidWith })} ·{' '}
        <span className={pull.opened ? styles.opened : styles.sealed}>{pull.opened ? t('packs.opened') : t('packs.sealed')}</span>
      </p>
      {pull.opened ? (
        <ul className={styles.pullCards}>
          {pull.revealed.map((card) => (
            <li key={card.tokenId}>
              <ArtTile
                src={cardArtUrl({ id: card.playerId }, card.rarity)}
                rarity={card.rarity}
                title={card.name}
                headingLevel={3}
                footer={
                  <p className={styles.rarityName} data-rarity={card.rarity}>
                    {t(`packs.rarity.${card.rarity}`)}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.sealedPack}>
          <img src={packArtUrl(kind)} alt="" width={60} height={80} className={styles.sealedArt} loading="lazy" />
          <ButtonLink to={paths.collection('packs')} variant="secondary" size="sm">
            {t('packs.openInCollection')}
          </ButtonLink>
        </div>
      )}
    </li>
  );
}

/** My packs of this series, newest first: sealed ones lead to the collection to open, opened ones show their cards. */
export function MyPulls({ series }: { series: PackSeriesSummary }) {
  const { t } = useTranslation('market');
  const pulls = usePackPulls(series.seriesId, true);
  const [page, setPage] = useState(1);
  if (!pulls.data) return null;
  const list = pulls.data.list;
  const pages = Math.max(1, Math.ceil(list.length / PULLS_PAGE_SIZE));
  const shown = list.slice((page - 1) * PULLS_PAGE_SIZE, page * PULLS_PAGE_SIZE);
  return (
    <section className={styles.section} aria-labelledby="pack-pulls-title" data-testid="pack-pulls">
      <header className={styles.sectionHead}>
        <h2 id="pack-pulls-title" className={styles.sectionTitle}>
          {t('packs.pulls')}
        </h2>
      </header>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('packs.noPulls')}</p>
      ) : (
        <>
          <ul className={styles.pulls}>
            {shown.map((pull) => (
              <Pull key={pull.tokenId} pull={pull} kind={series.kind} />
            ))}
          </ul>
          <Pager page={page} pages={pages} onChange={setPage} label={t('packs.pullsPagination')} />
        </>
      )}
    </section>
  );
}
