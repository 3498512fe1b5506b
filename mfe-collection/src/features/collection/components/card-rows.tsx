import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar, type CardSummary } from '@fc/shared';
import { Badge } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { CardStateLine, detailPath, STAMINA_CAP, useHoldingName } from '../../../components/card-tile';
import styles from './holdings.module.css';

/**
 * Cards as rows (the list view): a small picture, the name with club and line, rarity, level, rating, stamina and
 * state in columns that line up from one row to the next on a tablet and wider, in two lines on a phone; the actions
 * at the end.
 */
export function CardRows({ cards, label, actionFor }: { cards: CardSummary[]; label: string; actionFor?: (card: CardSummary) => ReactNode }) {
  const { t } = useTranslation('collection');
  const nameOf = useHoldingName();
  return (
    <ul className={styles.rows} aria-label={label} data-testid="card-rows">
      {cards.map((card) => {
        const to = detailPath(card);
        const name = nameOf(card);
        return (
          <li key={card.tokenId} className={styles.row} data-testid="card-row" data-token-id={card.tokenId} data-family={card.family} data-state={card.state}>
            <img className={styles.thumb} src={holdingArtUrl(card)} alt="" width={36} height={48} loading="lazy" decoding="async" />
            <span className={styles.rowName}>
              {to ? <Link to={to}>{name}</Link> : <span>{name}</span>}
              {card.player ? (
                <span className={styles.rowMeta}>
                  {card.player.club.shortName} · {t(`positions.${card.player.position}`)}
                </span>
              ) : null}
            </span>
            <span className={styles.rowFacts}>
              <span>{card.rarity ? <Badge rarity={card.rarity}>{t(`rarity.${card.rarity}`)}</Badge> : null}</span>
              <span>{card.fp ? t('level', { level: card.fp.level }) : null}</span>
              <span>{card.fp ? t('ratingShort', { rating: card.fp.rating }) : null}</span>
              <span>
                {card.fp ? <ProgressBar className={styles.rowStamina} value={card.fp.stamina} max={STAMINA_CAP} label={t('stamina', { stamina: card.fp.stamina })} /> : null}
              </span>
              <span>{card.serial !== null && card.supply !== null ? t('serial', { serial: card.serial, supply: card.supply }) : null}</span>
              <span>
                <CardStateLine card={card} />
              </span>
            </span>
            {actionFor ? <span className={styles.rowAction}>{actionFor(card)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
