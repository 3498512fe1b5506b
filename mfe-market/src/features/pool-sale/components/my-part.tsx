import { useTranslation } from 'react-i18next';
import { ButtonLink, paths, useFormatMoney, type PoolSaleMine, type PoolSaleView } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { CommitForm } from './commit-form';
import styles from './pool-sale.module.css';

/** The signed-in user's part: the commitment and projection while it runs, the allocation once it is settled. */
export function MyPart({ sale, mine }: { sale: PoolSaleView; mine: PoolSaleMine }) {
  const { t } = useTranslation('market');
  const formatMoney = useFormatMoney();
  const money = (amount: string) => formatMoney(sale.currency, amount);
  const { allocation } = mine;
  return (
    <Card as="section" title={t('poolSale.mineTitle')} className={styles.mine} data-testid="pool-sale-mine">
      <p data-testid="pool-sale-my-commitment">{t('poolSale.myCommitment', { amount: money(mine.committed) })}</p>
      {allocation ? (
        <div data-testid="pool-sale-allocation">
          <p className={styles.result} data-testid="pool-sale-my-boxes">
            {t('poolSale.myBoxes', { count: allocation.boxes })}
          </p>
          <p data-testid="pool-sale-my-cost">{t('poolSale.myCost', { amount: money(allocation.cost) })}</p>
          <p data-testid="pool-sale-my-refund">{t('poolSale.myRefund', { amount: money(allocation.refund) })}</p>
          {allocation.boxes > 0 ? (
            <ButtonLink to={paths.collection('fppack')} data-testid="pool-sale-open-boxes">
              {t('poolSale.openBoxes')}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          {BigInt(mine.committed) > 0n ? (
            <p data-testid="pool-sale-my-projection">{t('poolSale.myProjection', { count: mine.projectedBoxes, refund: money(mine.projectedRefund) })}</p>
          ) : null}
          {sale.period === 'ongoing' ? <CommitForm sale={sale} mine={mine} /> : null}
          {sale.period === 'preparation' ? <p className={styles.hint}>{t('poolSale.notYet')}</p> : null}
          {sale.period === 'ended' ? <p className={styles.hint}>{t('poolSale.settling')}</p> : null}
        </>
      )}
    </Card>
  );
}
