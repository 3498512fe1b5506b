import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtTile, paths, Skeleton, type Rarity, type RarityChance } from '@fc/shared';
import { Pager } from '@fc/shared/ui';
import { cardArtUrl } from '@fc/shared/contracts/resources';
import { usePackCards } from '../api/get-pack-cards';
import { likeliestRarity, RarityPicker } from './rarity-picker';
import { rarityQuery } from './rarity-query';
import styles from './packs.module.css';

const SKELETON_TILES = 12;

/**
 * "Cards in this pack": the players a series can pull as card art, in the rarity picked (the likeliest first), a page
 * at a time; each links to the card's page in that rarity.
 */
export function PackContents({ seriesId, odds }: { seriesId: string; odds: readonly RarityChance[] }) {
  const { t } = useTranslation('market');
  const [page, setPage] = useState(1);
  const [rarity, setRarity] = useState<Rarity>(() => likeliestRarity(odds));
  const cards = usePackCards({ seriesId, page });
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    // After Next or Previous (at the bottom of the grid) the new page is read from its top: focus goes to the heading.
    if (paged.current) heading.current?.focus();
  }, [page]);
  const pages = cards.data ? Math.max(1, Math.ceil(cards.data.total / cards.data.pageSize)) : 1;
  return (
    <section className={styles.section} aria-labelledby="pack-contents-title" data-testid="pack-contents">
      <header className={styles.sectionHead}>
        <div>
          <h2 id="pack-contents-title" ref={heading} className={styles.sectionTitle} tabIndex={-1}>
            {t('packs.cards')}
          </h2>
          <p className={styles.muted}>{t('packs.cardsHint', { count: cards.data?.total ?? 0 })}</p>
        </div>
        <RarityPicker odds={odds} value={rarity} onChange={setRarity} label={t('packs.showAs')} />
      </header>
      {!cards.data ? (
        <div className={styles.cardGrid} aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <Skeleton key={index} height={260} />
          ))}
        </div>
      ) : (
        <ul className={styles.cardGrid} data-testid="pack-cards">
          {cards.data.list.map((card) => (
            <li key={card.cardId}>
              <ArtTile
                src={cardArtUrl({ id: card.playerId }, rarity)}
                rarity={rarity}
                title={card.name}
                to={`${paths.card(seriesId, card.cardId)}${rarityQuery(rarity)}`}
                headingLevel={3}
                data-testid="pack-card"
              >
                <p className={styles.tileMeta}>{card.club}</p>
                <p className={styles.tileMeta}>{t(`packs.position.${card.position}`)}</p>
              </ArtTile>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onChange={(next) => {
          paged.current = true;
          setPage(next);
        }}
        label={t('packs.pagination')}
      />
    </section>
  );
}
