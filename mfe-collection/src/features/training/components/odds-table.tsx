import { useTranslation } from 'react-i18next';
import { formatPercent, type RarityChance } from '@fc/shared';
import { Badge, DataTable } from '@fc/shared/ui';

const BASIS_POINTS = 10_000;

/** The child's rarity odds as percentages (the server sends basis points). */
export function OddsTable({ odds }: { odds: RarityChance[] }) {
  const { t } = useTranslation('collection');
  return (
    <DataTable label={t('training.odds')} dense data-testid="odds-table">
      <thead>
        <tr>
          <th scope="col">{t('training.rarity')}</th>
          <th scope="col" data-numeric>
            {t('training.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.map(({ rarity, chance }) => (
          <tr key={rarity} data-rarity={rarity}>
            <th scope="row">
              <Badge rarity={rarity}>{t(`rarity.${rarity}`)}</Badge>
            </th>
            <td data-numeric>{formatPercent(chance / BASIS_POINTS)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
