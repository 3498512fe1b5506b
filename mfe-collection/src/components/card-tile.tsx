import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage, formatDate, paths, type CardSummary } from '@fc/shared';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import styles from './card-tile.module.css';

interface CardTileProps {
  card: CardSummary;
  /** A button under the card (open, …). */
  action?: ReactNode;
  /** One row instead of a tile (the list view). */
  row?: boolean;
  /** The whole name on as many lines as it takes, not cut to one (a pack's summary, where each name matters). */
  fullName?: boolean;
  /** The level of the card's name: 2 in a list right under the page title, 3 (default) under a section's heading. */
  headingLevel?: 2 | 3;
}

const STAMINA_CAP = 120;
/** The art's own size (tools/art: 240 × 320). */
const ART_WIDTH = 240;
const ART_HEIGHT = 320;

/** Where a card's own page is: collectible and FP cards have one. */
function detailPath(card: CardSummary): string | null {
  if (card.family === 'fp') return paths.myFpCard(card.tokenId);
  if (card.family === 'collectible') return paths.myCard(card.tokenId);
  return null;
}

/** The generated art of any family (@fc/shared/contracts/resources), its size fixed so nothing moves as it loads. */
function Art({ card, name }: { card: CardSummary; name: string }) {
  const { t } = useTranslation('collection');
  const alt = card.player && card.rarity ? t('art.card', { name, rarity: t(`rarity.${card.rarity}`) }) : t('art.other', { name });
  return (
    <div className={styles.art}>
      <img className={styles.artImage} src={holdingArtUrl(card)} alt={alt} width={ART_WIDTH} height={ART_HEIGHT} loading="lazy" decoding="async" />
    </div>
  );
}

/** What a holding is called: the player of a card, else the kind of pack or item, or "Mystery box". */
export function useHoldingName(): (card: CardSummary) => string {
  const { t } = useTranslation('collection');
  return (card) =>
    card.player?.name ??
    (card.family === 'pack' ? t(`packs.${card.kind ?? 'allStar'}`) : card.family === 'box' ? t('family.box') : t(`items.${card.kind ?? ''}`));
}

/** One thing the user holds: a player card with its rarity, serial, level and state, or a pack, box or item. */
export function CardTile({ card, action, row = false, fullName = false, headingLevel = 3 }: CardTileProps) {
  const { t } = useTranslation('collection');
  const name = useHoldingName()(card);
  const to = detailPath(card);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = [styles.tile, row ? styles.row : ''].filter(Boolean).join(' ');
  return (
    <article
      className={classes}
      data-testid="card-tile"
      data-token-id={card.tokenId}
      data-family={card.family}
      data-rarity={card.rarity ?? undefined}
      data-state={card.state}
    >
      <Art card={card} name={name} />
      <div className={styles.body}>
        <Heading className={[styles.name, fullName && styles.fullName].filter(Boolean).join(' ')}>{to ? <Link to={to}>{name}</Link> : name}</Heading>
        {card.rarity ? <span className={styles.rarity}>{t(`rarity.${card.rarity}`)}</span> : null}
        {card.player ? (
          <p className={styles.meta}>
            {card.player.club.shortName} · {t(`positions.${card.player.position}`)}
          </p>
        ) : null}
        {card.serial !== null && card.supply !== null ? (
          <p className={styles.meta} data-testid="card-serial">
            {t('serial', { serial: card.serial, supply: card.supply })}
          </p>
        ) : null}
        {card.fp ? (
          <div className={styles.growth}>
            <span>{t('level', { level: card.fp.level })}</span>
            <meter className={styles.stamina} min={0} max={STAMINA_CAP} value={card.fp.stamina} aria-label={t('stamina', { stamina: card.fp.stamina })} />
          </div>
        ) : null}
        {card.state === 'trial' && card.trialUntil !== null ? (
          <span className={styles.state}>{t('trialUntil', { date: formatDate(card.trialUntil, currentLanguage()) })}</span>
        ) : card.state !== 'normal' ? (
          <span className={styles.state}>{t(`states.${card.state}`)}</span>
        ) : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
