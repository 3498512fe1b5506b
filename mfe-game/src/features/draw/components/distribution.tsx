import { useTranslation } from 'react-i18next';
import { formatPercent, Money, type DrawConfigResponse } from '@fc/shared';
import { Card, DataTable } from '@fc/shared/ui';
import { bpPercent } from '../lib/draw';
import styles from './draw.module.css';

/** The reward distribution as the server draws it: each tier's share of the price, its chance and its GOAL. */
export function Distribution({ config }: { config: DrawConfigResponse }) {
  const { t } = useTranslation('game');
  const heaviest = Math.max(...config.tiers.map((tier) => tier.weight));
  return (
    <Card as="section" title={t('draw.distribution.title')} aria-label={t('draw.distribution.title')}>
      <p className={styles.muted}>{t('draw.distribution.body', { mean: bpPercent(config.meanBp) })}</p>
      <DataTable label={t('draw.distribution.title')} dense>
        <thead>
          <tr>
            <th scope="col" data-numeric>
              {t('draw.distribution.multiplier')}
            </th>
            <th scope="col" data-numeric>
              {t('draw.distribution.reward')}
            </th>
            <th scope="col" data-numeric>
              {t('draw.distribution.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {config.tiers.map((tier) => (
            <tr key={tier.multiplierBp} data-testid="draw-tier">
              <th scope="row" data-numeric>
                {bpPercent(tier.multiplierBp)}
              </th>
              <td data-numeric>
                <Money currency="GOAL" amount={tier.reward} />
              </td>
              <td data-numeric>
                <span className={styles.chance}>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: `${(tier.weight / heaviest) * 100}%` }} />
                  </span>
                  <span className={styles.chanceValue}>{formatPercent(tier.weight / config.weightTotal, undefined, 1, 1)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Card>
  );
}
