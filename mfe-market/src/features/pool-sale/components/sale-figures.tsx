import { useTranslation } from 'react-i18next';
import { formatNumber, Money, type PoolSaleView } from '@fc/shared';
import { DateTime, DefinitionList, type Definition } from '@fc/shared/ui';
import styles from './pool-sale.module.css';

/** The sale's public figures: boxes, reserve, quota, the live total and the (projected or published) clearing price. */
export function SaleFigures({ sale }: { sale: PoolSaleView }) {
  const { t } = useTranslation('market');
  const money = (amount: string) => <Money currency={sale.currency} amount={amount} />;
  const figure = (id: string, term: string, value: Definition['value']): Definition => ({ id, term, value, valueTestId: `pool-sale-${id}` });
  const items: Definition[] = [
    figure('boxes', t('poolSale.boxes'), formatNumber(sale.boxes)),
    figure('reserve', t('poolSale.reservePrice'), money(sale.reservePrice)),
    figure('quota', t('poolSale.quota'), money(sale.quota)),
    figure('total', t('poolSale.totalCommitted'), money(sale.totalCommitted)),
    figure('committers', t('poolSale.committers'), formatNumber(sale.committers)),
    sale.clearingPrice ? figure('clearing', t('poolSale.clearingPrice'), money(sale.clearingPrice)) : figure('projected', t('poolSale.projectedPrice'), money(sale.projectedPrice)),
    ...(sale.boxesSold !== null ? [figure('sold', t('poolSale.boxesSold'), formatNumber(sale.boxesSold))] : []),
    figure('starts', t('poolSale.startsAt'), <DateTime value={sale.startsAt} />),
    figure('ends', t('poolSale.endsAt'), <DateTime value={sale.endsAt} />),
  ];
  return <DefinitionList layout="tiles" items={items} className={styles.figures} data-testid="pool-sale-figures" />;
}
