import { useTranslation } from 'react-i18next';
import { currentLanguage, formatAmount, formatDateTime, type PoolSaleView } from '@fc/shared';
import styles from './pool-sale.module.css';

/** The sale's public figures: boxes, reserve, quota, the live total and the (projected or published) clearing price. */
export function SaleFigures({ sale }: { sale: PoolSaleView }) {
  const { t } = useTranslation('market');
  const language = currentLanguage();
  const money = (amount: string) => `${formatAmount(sale.currency, amount, language)} ${sale.currency}`;
  const rows: [string, string, string][] = [
    ['boxes', t('poolSale.boxes'), String(sale.boxes)],
    ['reserve', t('poolSale.reservePrice'), money(sale.reservePrice)],
    ['quota', t('poolSale.quota'), money(sale.quota)],
    ['total', t('poolSale.totalCommitted'), money(sale.totalCommitted)],
    ['committers', t('poolSale.committers'), String(sale.committers)],
    sale.clearingPrice
      ? ['clearing', t('poolSale.clearingPrice'), money(sale.clearingPrice)]
      : ['projected', t('poolSale.projectedPrice'), money(sale.projectedPrice)],
    ...(sale.boxesSold !== null ? [['sold', t('poolSale.boxesSold'), String(sale.boxesSold)] as [string, string, string]] : []),
    ['starts', t('poolSale.startsAt'), formatDateTime(sale.startsAt, language)],
    ['ends', t('poolSale.endsAt'), formatDateTime(sale.endsAt, language)],
  ];
  return (
    <dl className={styles.figures} data-testid="pool-sale-figures">
      {rows.map(([id, label, value]) => (
        <div key={id} className={styles.figure}>
          <dt>{label}</dt>
          <dd data-testid={`pool-sale-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
