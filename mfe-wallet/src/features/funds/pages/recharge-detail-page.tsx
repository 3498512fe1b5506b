import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, isApiError, Money, PageFrame, paths, Skeleton } from '@fc/shared';
import { Card, DateTime, DefinitionList, EmptyState } from '@fc/shared/ui';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useOrder } from '../../../lib/api/get-order';
import styles from './add-funds.module.css';

/**
 * An add-funds record: the credit a fulfilled add-funds order made (the record's id is the order's id). Until the order
 * is fulfilled it says so and links to the order.
 */
export default function RechargeDetailPage() {
  const { t } = useTranslation('wallet');
  const { rechargeId = '' } = useParams();
  // An add-funds record is its order (rechargeId = orderId): the order, read as the credit it made.
  const query = useOrder(rechargeId);
  const breadcrumb = [useWalletCrumb(), { label: t('titles.orders'), to: paths.orders() }];
  const order = query.data;

  if (!order || order.kind !== 'add_funds') {
    const missing = (order !== undefined && order.kind !== 'add_funds') || (isApiError(query.error) && query.error.key === 'NOT_FOUND');
    return (
      <PageFrame title={t('titles.recharge')} subtitle={t('payments.recharge.subtitle')} breadcrumb={breadcrumb} busy={query.isPending} data-testid="recharge-page">
        {query.isPending ? (
          <Skeleton height={240} />
        ) : (
          <EmptyState
            title={missing ? t('payments.recharge.notFound') : t('orders.loadFailed')}
            description={missing ? undefined : errorMessage(t, query.error)}
            action={missing ? <ButtonLink to={paths.wallet()}>{t('payments.recharge.toWallet')}</ButtonLink> : <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
          />
        )}
      </PageFrame>
    );
  }
  const credited = order.status === 'fulfilled' && order.fulfilledAt !== null;
  return (
    <PageFrame
      title={t('titles.recharge')}
      subtitle={t('payments.recharge.subtitle')}
      breadcrumb={[...breadcrumb, { label: t('orders.orderTitle', { id: order.orderId }), to: paths.order(order.orderId) }]}
      data-testid="recharge-page"
    >
      {credited ? (
        <Card className={styles.receipt}>
          <p className={layout.muted}>{t('payments.recharge.credited')}</p>
          <p className={`${styles.creditedAmount} ${layout.credit}`} data-testid="recharge-amount">
            +<Money currency="USD" amount={order.bought.amount} />
          </p>
          <DefinitionList
            items={[
              { id: 'points', term: t('payments.recharge.points'), value: <Money currency="POINTS" amount={order.bought.points} /> },
              { id: 'at', term: t('payments.recharge.creditedAt'), value: <DateTime value={order.fulfilledAt ?? order.createdAt} /> },
              { id: 'order', term: t('payments.recharge.order'), value: <span className={layout.mono}>{order.orderId}</span> },
            ]}
          />
          <div className={styles.actions}>
            <ButtonLink to={paths.order(order.orderId)} variant="secondary">
              {t('payments.recharge.viewOrder')}
            </ButtonLink>
            <ButtonLink to={paths.fundsHistory()} variant="ghost">
              {t('payments.recharge.toStatement')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <EmptyState
          title={t('payments.recharge.pendingTitle')}
          description={t('payments.recharge.pendingBody', { status: t(`orders.status.${order.status}`) })}
          action={<ButtonLink to={paths.order(order.orderId)}>{t('payments.recharge.viewOrder')}</ButtonLink>}
        />
      )}
    </PageFrame>
  );
}
