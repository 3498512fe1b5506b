import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@fc/shared';
import styles from './market.module.css';

/**
 * What a listed item is: rarity, serial n/supply, an FP card's level, rating (and in full its position, club and
 * stamina); a pack's or box's kind.
 */
export function ItemFacts({ item, short = false }: { item: CardSummary; short?: boolean }) {
  const { t } = useTranslation('market');
  const facts: { key: string; label: string; value: string }[] = [];
  if (item.rarity) facts.push({ key: 'rarity', label: t('market.fact.rarity'), value: t(`packs.rarity.${item.rarity}`) });
  if (item.serial !== null && item.supply !== null) facts.push({ key: 'serial', label: t('market.fact.serial'), value: t('market.serialOf', { serial: item.serial, supply: item.supply }) });
  if (item.fp) {
    facts.push({ key: 'level', label: t('market.fact.level'), value: String(item.fp.level) });
    facts.push({ key: 'rating', label: t('market.fact.rating'), value: String(item.fp.rating) });
  }
  if (!short && item.player) {
    facts.push({ key: 'position', label: t('market.fact.position'), value: t(`packs.position.${item.player.position}`) });
    facts.push({ key: 'club', label: t('market.fact.club'), value: item.player.club.name });
  }
  if (!short && item.fp) facts.push({ key: 'stamina', label: t('market.fact.stamina'), value: String(item.fp.stamina) });
  if (item.family === 'pack' || item.family === 'box') facts.push({ key: 'kind', label: t('market.fact.kind'), value: t(`market.family.${item.family}`) });
  if (short) {
    return (
      <p className={styles.muted} data-testid="item-facts">
        {facts.map((fact) => `${fact.label} ${fact.value}`).join(' · ')}
      </p>
    );
  }
  return (
    <dl className={styles.facts} data-testid="item-facts">
      {facts.map((fact) => (
        <div key={fact.key} style={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd data-testid={`fact-${fact.key}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
