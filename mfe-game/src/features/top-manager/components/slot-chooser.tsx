import { useTranslation } from 'react-i18next';
import { type ServerClock, type SquadCard } from '@fc/shared';
import { Modal } from '@fc/shared/ui';
import { LINE_OF_ROLE, type FormationSlot } from '@fc/shared/contracts/game';
import { isUsable } from '../lib/lineup';
import { CardStatus } from './card-status';
import styles from './lineup-editor.module.css';

/** Cards of the slot's role first, then of its line, then the rest; the best rated first within each. */
export function candidatesFor(role: FormationSlot['role'], cards: readonly SquadCard[]): SquadCard[] {
  const fit = (card: SquadCard) => (card.card.player?.preferredPosition === role ? 0 : card.card.player?.position === LINE_OF_ROLE[role] ? 1 : 2);
  return [...cards].sort((a, b) => fit(a) - fit(b) || (b.card.fp?.rating ?? 0) - (a.card.fp?.rating ?? 0));
}

/**
 * Tap an empty slot, pick a card: the squad's free cards (and the bench's) for that slot, best fit first, and below
 * them the cards that cannot play now with the reason. On a phone the dialog is a sheet from the bottom.
 */
export function SlotChooser({
  slot,
  index,
  cards,
  benched,
  groupId,
  clock,
  onChoose,
  onClose,
}: {
  slot: FormationSlot | null;
  index: number;
  /** The cards not in the lineup, and the bench's. */
  cards: SquadCard[];
  benched: ReadonlySet<string>;
  groupId: string | null;
  clock: ServerClock;
  onChoose: (tokenId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('game');
  const ordered = slot ? candidatesFor(slot.role, cards) : [];
  const usable = ordered.filter((card) => isUsable(card, groupId));
  const blocked = ordered.filter((card) => !isUsable(card, groupId));
  return (
    <Modal open={slot !== null} onClose={onClose} title={t('lineup.chooser.title', { n: index + 1, role: slot?.role ?? '' })}>
      <p className={styles.hint}>{t('lineup.chooser.hint')}</p>
      {usable.length === 0 ? <p>{t('lineup.chooser.none')}</p> : null}
      <ul className={styles.squadList} data-testid="slot-chooser">
        {usable.map((card) => (
          <li key={card.card.tokenId}>
            <button
              type="button"
              className={styles.squadCard}
              onClick={() => onChoose(card.card.tokenId)}
              aria-describedby={`choose-${card.card.tokenId}`}
            >
              <span className={styles.cardName}>{card.card.player?.name}</span>
              <span className={styles.facts}>
                {card.card.player?.preferredPosition} · {t('lineup.rating', { rating: card.card.fp?.rating ?? 0 })}
                {benched.has(card.card.tokenId) ? ` · ${t('lineup.chooser.onBench')}` : ''}
              </span>
              <CardStatus id={`choose-${card.card.tokenId}`} card={card} groupId={groupId} clock={clock} className={styles.facts} warnClassName={styles.why} />
            </button>
          </li>
        ))}
      </ul>
      {blocked.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('lineup.chooser.blocked')}</h3>
          <ul className={styles.squadList}>
            {blocked.map((card) => (
              <li key={card.card.tokenId} className={[styles.squadCard, styles.unusable].join(' ')}>
                <span className={styles.cardName}>{card.card.player?.name}</span>
                <CardStatus card={card} groupId={groupId} clock={clock} className={styles.facts} warnClassName={styles.why} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
