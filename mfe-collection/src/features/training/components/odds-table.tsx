import { useTranslation } from 'react-i18next';
import { toApiLanguage, type RarityChance } from '@fc/shared';
import styles from './training.module.css';

const BASIS_POINTS = 10_000;

/** The child's rarity odds as percentages (the server sends basis points). */
export function OddsTable({ odds }: { odds: RarityChance[] }) {
  const { t } = useTranslation('collection');
  const percent = new Intl.NumberFormat(toApiLanguage(), { style: 'percent', maximumFractionDigits: 2 });
  return (
    <table className={styles.table} data-testid="odds-table" aria-label={t('training.odds')}>
      <thead>
        <tr>
          <th scope="col">{t('training.rarity')}</th>
          <th scope="col" className={styles.number}>
            {t('training.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.map(({ rarity, chance }) => (
          <tr key={rarity} data-rarity={rarity}>
            <th scope="row">{t(`rarity.${rarity}`)}</th>
            <td className={styles.number}>{percent.format(chance / BASIS_POINTS)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
