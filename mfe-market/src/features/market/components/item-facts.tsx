import { useTranslation } from 'react-i18next';
import { formatNumber, type CardSummary } from '@fc/shared';
import { Badge, DefinitionList, type Definition } from '@fc/shared/ui';
import styles from './market.module.css';

/** The rarity as a badge in its colour; a pack or a box without one says what it is. */
export function ItemBadge({ item }: { item: CardSummary }) {
  const { t } = useTranslation('market');
  if (item.rarity) {
    return (
      <Badge rarity={item.rarity} data-testid="item-rarity">
        {t(`packs.rarity.${item.rarity}`)}
      </Badge>
    );
  }
  if (item.family === 'pack' || item.family === 'box') return <Badge data-testid="item-rarity">{t(`market.family.${item.family}`)}</Badge>;
  return null;
}

/** A tile's short line: the rarity badge, the serial n/supply, an FP card's level and rating as chips. */
export function ItemMeta({ item }: { item: CardSummary }) {
  const { t } = useTranslation('market');
  return (
    <p className={styles.meta} data-testid="item-facts">
      <ItemBadge item={item} />
      {item.serial !== null && item.supply !== null ? (
        <span className={styles.chip} title={t('market.fact.serial')}>
          {t('market.chip.serial', { serial: formatNumber(item.serial), supply: formatNumber(item.supply) })}
        </span>
      ) : null}
      {item.fp ? (
        <>
          <span className={styles.chip}>{t('market.chip.level', { level: item.fp.level })}</span>
          <span className={styles.chip}>{t('market.chip.rating', { rating: item.fp.rating })}</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * What a listed item is, in full: rarity, serial n/supply, an FP card's level, rating, position, club and stamina; a
 * pack's or box's kind.
 */
export function ItemFacts({ item }: { item: CardSummary }) {
  const { t } = useTranslation('market');
  const facts: Definition[] = [];
  const add = (id: string, value: string) => facts.push({ id, term: t(`market.fact.${id}`), value, valueTestId: `fact-${id}` });
  if (item.rarity) add('rarity', t(`packs.rarity.${item.rarity}`));
  if (item.serial !== null && item.supply !== null) add('serial', t('market.serialOf', { serial: formatNumber(item.serial), supply: formatNumber(item.supply) }));
  if (item.fp) {
    add('level', formatNumber(item.fp.level));
    add('rating', formatNumber(item.fp.rating));
  }
  if (item.player) {
    add('position', t(`packs.position.${item.player.position}`));
    add('club', item.player.club.name);
  }
  if (item.fp) add('stamina', formatNumber(item.fp.stamina));
  if (item.family === 'pack' || item.family === 'box') add('kind', t(`market.family.${item.family}`));
  return <DefinitionList layout="tiles" items={facts} data-testid="item-facts" />;
}
