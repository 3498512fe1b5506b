import { useTranslation } from 'react-i18next';
import { toApiLanguage, type RarityChance } from '@fc/shared';
import styles from './packs.module.css';

const BASIS_POINTS = 10_000;

/** A pack's odds by rarity as percentages (the server sends basis points), shown before paying. */
export function OddsTable({ odds }: { odds: RarityChance[] }) {
  const { t } = useTranslation('market');
  const percent = new Intl.NumberFormat(toApiLanguage(), { style: 'percent', maximumFractionDigits: 2 });
  return (
    <table className={styles.table} data-testid="odds-table" aria-label={t('packs.odds')}>
      <thead>
        <tr>
          <th scope="col">{t('packs.rarityHeader')}</th>
          <th scope="col" className={styles.number}>
            {t('packs.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.map(({ rarity, chance }) => (
          <tr key={rarity} data-rarity={rarity}>
            <th scope="row">{t(`packs.rarity.${rarity}`)}</th>
            <td className={styles.number}>{percent.format(chance / BASIS_POINTS)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
