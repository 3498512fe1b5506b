import { useTranslation } from 'react-i18next';
import { formatPercent, type RarityChance } from '@fc/shared';
import { DataTable } from '@fc/shared/ui';
import { BASIS_POINTS } from '../constants';
import styles from './packs.module.css';

/** A pack's odds by rarity as percentages (the server sends basis points), shown before paying. */
export function OddsTable({ odds }: { odds: readonly RarityChance[] }) {
  const { t } = useTranslation('market');
  return (
    <DataTable label={t('packs.odds')} data-testid="odds-table">
      <thead>
        <tr>
          <th scope="col">{t('packs.rarityHeader')}</th>
          <th scope="col" data-numeric>
            {t('packs.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.map(({ rarity, chance }) => (
          <tr key={rarity} data-rarity={rarity}>
            <th scope="row">
              <span className={styles.rarityName} data-rarity={rarity}>
                {t(`packs.rarity.${rarity}`)}
              </span>
            </th>
            <td data-numeric>{formatPercent(chance / BASIS_POINTS)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
