import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardArt, errorMessage, paths, useFormatMoney, type TrainingCard } from '@fc/shared';
import { Badge } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { useArtText } from '../../../components/card-tile';
import styles from './training.module.css';

/** An FP card as a parent: its art, rarity, level and state, how often it trained, what its next training needs, and why it cannot train. */
export function ParentCard({ entry, action, selected }: { entry: TrainingCard; action?: ReactNode; selected?: boolean }) {
  const { t } = useTranslation('collection');
  const money = useFormatMoney();
  const artText = useArtText();
  const { card, next, refusal } = entry;
  const facts = [card.fp ? t('level', { level: card.fp.level }) : null, card.state !== 'normal' ? t(`states.${card.state}`) : null].filter(Boolean);
  return (
    <article
      className={styles.parent}
      data-testid="training-card"
      data-token-id={card.tokenId}
      data-rarity={card.rarity ?? undefined}
      data-selected={selected ? 'true' : undefined}
      data-refused={refusal ? 'true' : undefined}
    >
      <CardArt src={holdingArtUrl(card)} alt={artText(card)} rarity={card.rarity} className={styles.parentArt} />
      <div className={styles.facts}>
        <h3 className={styles.name}>
          <Link to={paths.myFpCard(card.tokenId)}>{card.player?.name ?? card.tokenId}</Link>
        </h3>
        <p className={styles.line}>
          {card.rarity ? <Badge rarity={card.rarity}>{t(`rarity.${card.rarity}`)}</Badge> : null}
          <span className={styles.meta}>{facts.join(' · ')}</span>
        </p>
        <p className={styles.meta}>
          {entry.mintLimit === 0 ? t('training.neverTrains') : t('training.mintCount', { count: entry.mintCount, limit: entry.mintLimit })}
        </p>
        {entry.mintLimit > 0 ? (
          <p className={styles.meta}>{next ? t('training.next', { k: next.k, level: next.level, cost: money('TMT', next.cost) }) : t('training.noneLeft')}</p>
        ) : null}
        {refusal ? (
          <p className={styles.refusal} data-testid="training-refusal">
            {errorMessage(t, refusal)}
          </p>
        ) : (
          <p className={styles.ok}>{t('training.canTrain')}</p>
        )}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
