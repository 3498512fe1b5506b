import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage, formatDate, paths, type CardSummary } from '@fc/shared';
import styles from './card-tile.module.css';

interface CardTileProps {
  card: CardSummary;
  /** A button under the card (open, …). */
  action?: ReactNode;
  /** Revealed just now: the tile flips in, `order` tiles after the first. */
  reveal?: { order: number };
  /** One row instead of a tile (the list view). */
  row?: boolean;
}

const STAMINA_CAP = 120;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Where a card's own page is: collectible and FP cards have one. */
function detailPath(card: CardSummary): string | null {
  if (card.family === 'fp') return paths.myFpCard(card.tokenId);
  if (card.family === 'collectible') return paths.myCard(card.tokenId);
  return null;
}

function Art({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  if (card.player) {
    const { club } = card.player;
    return (
      <div className={styles.art} style={{ background: `linear-gradient(160deg, ${club.primaryColor}, ${club.secondaryColor})` }} aria-hidden="true">
        <span className={styles.initials}>{initials(card.player.name)}</span>
        <span className={styles.position}>{card.player.preferredPosition}</span>
      </div>
    );
  }
  const label = card.family === 'pack' ? t(`packs.${card.kind ?? 'allStar'}`) : card.family === 'box' ? t('family.box') : t(`items.${card.kind ?? ''}`);
  return (
    <div className={`${styles.art} ${styles[`art_${card.family}`] ?? ''}`} aria-hidden="true">
      <span className={styles.artLabel}>{label}</span>
    </div>
  );
}

/** One thing the user holds: a player card with its rarity, serial, level and state, or a pack, box or item. */
export function CardTile({ card, action, reveal, row = false }: CardTileProps) {
  const { t } = useTranslation('collection');
  const name =
    card.player?.name ??
    (card.family === 'pack' ? t(`packs.${card.kind ?? 'allStar'}`) : card.family === 'box' ? t('family.box') : t(`items.${card.kind ?? ''}`));
  const to = detailPath(card);
  const classes = [styles.tile, row ? styles.row : '', reveal ? styles.reveal : ''].filter(Boolean).join(' ');
  return (
    <article
      className={classes}
      data-testid="card-tile"
      data-token-id={card.tokenId}
      data-family={card.family}
      data-rarity={card.rarity ?? undefined}
      data-state={card.state}
      style={reveal ? { animationDelay: `${reveal.order * 180}ms` } : undefined}
    >
      <Art card={card} />
      <div className={styles.body}>
        <h3 className={styles.name}>{to ? <Link to={to}>{name}</Link> : name}</h3>
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
