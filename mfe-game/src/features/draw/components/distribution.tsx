import { useTranslation } from 'react-i18next';
import { Card, type DrawConfigResponse } from '@fc/shared';
import { goalText, percentText } from '../lib/draw';
import styles from './draw.module.css';

/** The reward distribution as the server draws it: each tier's share of the price, its chance and its GOAL. */
export function Distribution({ config }: { config: DrawConfigResponse }) {
  const { t } = useTranslation('game');
  const heaviest = Math.max(...config.tiers.map((tier) => tier.weight));
  return (
    <Card as="section" title={t('draw.distribution.title')} aria-label={t('draw.distribution.title')}>
      <p className={styles.muted}>{t('draw.distribution.body', { mean: percentText(config.meanBp) })}</p>
      <table className={styles.tiers}>
        <thead>
          <tr>
            <th scope="col">{t('draw.distribution.multiplier')}</th>
            <th scope="col">{t('draw.distribution.reward')}</th>
            <th scope="col">{t('draw.distribution.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {config.tiers.map((tier) => (
            <tr key={tier.multiplierBp} data-testid="draw-tier">
              <th scope="row">{percentText(tier.multiplierBp)}</th>
              <td>{goalText(tier.reward)}</td>
              <td>
                <span className={styles.chance}>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: `${(tier.weight / heaviest) * 100}%` }} />
                  </span>
                  {percentText((tier.weight / config.weightTotal) * 10_000, 1)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
