import { useTranslation } from 'react-i18next';
import { Checkbox } from '@fc/shared/ui';
import { powerText } from '../lib/power';
import styles from './top-prize.module.css';

/** A card as the pickers list it. */
export interface PickableCard {
  tokenId: string;
  playerName: string;
  rarity: string;
  position: string;
  clubName: string;
  trial: boolean;
  /** Hundredths (base power by rarity before any duplicate penalty, or the card's power in the event). */
  power: number;
}

/** Checkboxes over cards; past `limit` picked, the others are disabled. */
export function CardPicker({ cards, picked, onToggle, limit, label }: { cards: readonly PickableCard[]; picked: ReadonlySet<string>; onToggle: (tokenId: string) => void; limit: number; label: string }) {
  const { t } = useTranslation('game');
  return (
    <ul className={styles.picker} aria-label={label}>
      {cards.map((card) => (
        <li key={card.tokenId} data-testid="top-prize-pick">
          <Checkbox
            label={t('topPrize.pick.label', {
              player: card.playerName,
              rarity: t(`topPrize.rarity.${card.rarity}`),
              position: card.position,
              power: powerText(card.power),
            })}
            hint={`${card.clubName}${card.trial ? ` · ${t('topPrize.trial')}` : ''}`}
            checked={picked.has(card.tokenId)}
            disabled={!picked.has(card.tokenId) && picked.size >= limit}
            onChange={() => onToggle(card.tokenId)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The picked set after toggling one card. */
export function toggled(picked: ReadonlySet<string>, tokenId: string): Set<string> {
  const next = new Set(picked);
  if (next.has(tokenId)) next.delete(tokenId);
  else next.add(tokenId);
  return next;
}
