import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, errorMessage, formatAmount, type CardSummary, type TrainingCard } from '@fc/shared';
import styles from './training.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function CardArt({ card }: { card: CardSummary }) {
  const club = card.player?.club;
  return (
    <div
      className={styles.art}
      style={{ background: club ? `linear-gradient(160deg, ${club.primaryColor}, ${club.secondaryColor})` : 'var(--fc-color-surface-2)' }}
      aria-hidden="true"
    >
      {card.player ? initials(card.player.name) : null}
    </div>
  );
}

/** An FP card as a parent: rarity, level and state, how often it trained, what its next training needs, and why it cannot train. */
export function ParentCard({ entry, action, selected }: { entry: TrainingCard; action?: ReactNode; selected?: boolean }) {
  const { t } = useTranslation('collection');
  const { card, next, refusal } = entry;
  const facts = [
    card.rarity ? t(`rarity.${card.rarity}`) : null,
    card.fp ? t('level', { level: card.fp.level }) : null,
    card.state !== 'normal' ? t(`states.${card.state}`) : null,
  ].filter(Boolean);
  return (
    <article
      className={styles.parent}
      data-testid="training-card"
      data-token-id={card.tokenId}
      data-rarity={card.rarity ?? undefined}
      data-selected={selected ? 'true' : undefined}
      data-refused={refusal ? 'true' : undefined}
    >
      <CardArt card={card} />
      <div className={styles.facts}>
        <h3 className={styles.name}>{card.player?.name ?? card.tokenId}</h3>
        <p className={styles.meta}>{facts.join(' · ')}</p>
        <p className={styles.meta}>
          {entry.mintLimit === 0 ? t('training.neverTrains') : t('training.mintCount', { count: entry.mintCount, limit: entry.mintLimit })}
        </p>
        {entry.mintLimit > 0 ? (
          <p className={styles.meta}>
            {next ? t('training.next', { k: next.k, level: next.level, cost: formatAmount('TMT', next.cost, currentLanguage()) }) : t('training.noneLeft')}
          </p>
        ) : null}
        {refusal ? (
          <p className={styles.refusal} data-testid="training-refusal">
            {errorMessage(t, refusal)}
          </p>
        ) : (
          <p className={styles.ok}>{t('training.canTrain')}</p>
        )}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
