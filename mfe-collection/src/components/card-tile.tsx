import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtTile, formatDate, paths, ProgressBar, type CardSummary } from '@fc/shared';
import { EQUIPMENT_KINDS } from '@fc/shared/contracts/cards';
import { Badge } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import styles from './card-tile.module.css';

interface CardTileProps {
  card: CardSummary;
  /** Buttons at the tile's foot (open, sell…), lined up across a row of tiles. */
  action?: ReactNode;
  /** The level of the card's name: 2 in a list right under the page title, 3 (default) under a section's heading. */
  headingLevel?: 2 | 3;
}

export const STAMINA_CAP = 120;

/** Where a card's own page is: collectible and FP cards have one. */
export function detailPath(card: CardSummary): string | null {
  if (card.family === 'fp') return paths.myFpCard(card.tokenId);
  if (card.family === 'collectible') return paths.myCard(card.tokenId);
  return null;
}

/** What a holding is called: the player of a card, else the kind of pack or item, or "Mystery box". */
export function useHoldingName(): (card: CardSummary) => string {
  const { t } = useTranslation('collection');
  return (card) =>
    card.player?.name ??
    (card.family === 'pack' ? t(`packs.${card.kind ?? 'allStar'}`) : card.family === 'box' ? t('family.box') : t(`items.${card.kind ?? ''}`));
}

/** The words for a holding's art: the player and rarity of a card, else what it is. */
export function useArtText(): (card: CardSummary) => string {
  const { t } = useTranslation('collection');
  const nameOf = useHoldingName();
  return (card) => {
    const name = nameOf(card);
    return card.player && card.rarity ? t('art.card', { name, rarity: t(`rarity.${card.rarity}`) }) : t('art.other', { name });
  };
}

const isEquipment = (kind: string | null) => (EQUIPMENT_KINDS as readonly (string | null)[]).includes(kind);

/** What an item is for, in a line. */
function ItemUse({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  if (card.family !== 'item' || !card.kind) return null;
  return <p className={styles.meta}>{t(isEquipment(card.kind) ? 'itemUse.equipment' : `itemUse.${card.kind}`)}</p>;
}

/** What the card is doing, when not resting: a trial's end, or its state. */
export function CardStateLine({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  if (card.state === 'trial' && card.trialUntil !== null) return <span className={styles.trial}>{t('trialUntil', { date: formatDate(card.trialUntil) })}</span>;
  if (card.state === 'normal') return null;
  return (
    <Badge tone="info" className={styles.state}>
      {/* An item in use is worn by a card (the state's word is TopPrize's, for a player card). */}
      {card.family === 'item' && card.state === 'in_use' ? t('wornItem') : t(`states.${card.state}`)}
    </Badge>
  );
}

/** An FP card's level and rating, and its stamina as a bar. */
export function FpLine({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  if (!card.fp) return null;
  return (
    <div className={styles.growth}>
      <span>
        {t('level', { level: card.fp.level })} · {t('ratingShort', { rating: card.fp.rating })}
      </span>
      <span className={styles.stamina}>
        <span aria-hidden="true">{t('card.stamina')}</span>
        <ProgressBar value={card.fp.stamina} max={STAMINA_CAP} label={t('stamina', { stamina: card.fp.stamina })} />
      </span>
    </div>
  );
}

/**
 * One thing the user holds, as a tile of a grid: the art in its rarity's frame (a pack, box or item on a stage), the
 * name linking to the card's page, its rarity and serial, club and line, an FP card's level, rating and stamina, and
 * what it is doing; the actions at the foot.
 */
export function CardTile({ card, action, headingLevel = 3 }: CardTileProps) {
  const { t } = useTranslation('collection');
  const name = useHoldingName()(card);
  const artText = useArtText()(card);
  return (
    <ArtTile
      src={holdingArtUrl(card)}
      alt={artText}
      rarity={card.rarity}
      shape={card.player ? 'card' : 'stage'}
      title={name}
      to={detailPath(card) ?? undefined}
      headingLevel={headingLevel}
      footer={action}
      className={styles.tile}
      data-testid="card-tile"
      data-token-id={card.tokenId}
      data-family={card.family}
      data-state={card.state}
    >
      {card.rarity || (card.serial !== null && card.supply !== null) ? (
        <p className={styles.line}>
          {card.rarity ? <Badge rarity={card.rarity}>{t(`rarity.${card.rarity}`)}</Badge> : null}
          {card.serial !== null && card.supply !== null ? (
            <span className={styles.meta} data-testid="card-serial">
              {t('serial', { serial: card.serial, supply: card.supply })}
            </span>
          ) : null}
        </p>
      ) : null}
      {card.player ? (
        <p className={styles.meta}>
          {card.player.club.shortName} · {t(`positions.${card.player.position}`)}
        </p>
      ) : null}
      <ItemUse card={card} />
      <FpLine card={card} />
      <CardStateLine card={card} />
    </ArtTile>
  );
}
