import { useTranslation } from 'react-i18next';
import { PACK_PERIODS } from '@fc/shared/contracts/sales';
import styles from './packs.module.css';

/** How a pack sale runs, period by period, in the words a buyer needs (the badges are the tiles'). */
export function SaleSteps() {
  const { t } = useTranslation('market');
  return (
    <section className={styles.section} aria-labelledby="pack-sale-steps" data-testid="pack-sale-steps">
      <h2 id="pack-sale-steps" className={styles.sectionTitle}>
        {t('packs.steps.title')}
      </h2>
      <ol className={styles.steps}>
        {PACK_PERIODS.map((period) => (
          <li key={period} className={styles.step}>
            <span className={styles.stepName} data-period={period}>
              {t(`packs.period.${period}`)}
            </span>
            <span className={styles.stepText}>{t(`packs.steps.${period}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
