import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, type Rarity, type RarityChance } from '@fc/shared';
import { BASIS_POINTS } from '../constants';
import styles from './packs.module.css';

/** Radio chips of the rarities a pack holds, each with its chance: which rarity the art shows. */
export function RarityPicker({ odds, value, onChange, label }: { odds: readonly RarityChance[]; value: Rarity; onChange: (rarity: Rarity) => void; label: string }) {
  const { t } = useTranslation('market');
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>{label}</legend>
      <div className={styles.chips}>
        {odds.map(({ rarity, chance }) => (
          <label key={rarity} className={styles.chip} data-rarity={rarity}>
            <input type="radio" name={name} value={rarity} checked={value === rarity} onChange={() => onChange(rarity)} className={styles.chipInput} />
            <span className={styles.chipText}>
              {t(`packs.rarity.${rarity}`)} <span className={styles.chipChance}>{formatPercent(chance / BASIS_POINTS)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The rarity a pack gives most often: what its cards are shown in first. */
export function likeliestRarity(odds: readonly RarityChance[]): Rarity {
  return [...odds].sort((a, b) => b.chance - a.chance)[0]?.rarity ?? 'common';
}
