import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  CountdownTo,
  errorMessage,
  isApiError,
  Money,
  PageFrame,
  paths,
  safeReturnPath,
  Skeleton,
  useFormatMoney,
  useToast,
  type OrderView,
} from '@fc/shared';
import { Alert, Card, DateTime, DefinitionList, EmptyState, type Definition } from '@fc/shared/ui';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../../../lib/api/get-order';
import { useRetryPayment } from '../api/retry-payment';
import { OrderStatusBadge } from '../components/order-status';
import styles from '../components/orders.module.css';

const NOTES: Partial<Record<OrderView['status'], string>> = {
  fulfilled: 'orders.fulfilledNote',
  failed: 'orders.failedNote',
  timeout: 'orders.timeoutNote',
  cancelled: 'orders.cancelledNote',
};

/** What the order bought, in a sentence: packs (and the way to open them), TMT, or USD added. */
function Bought({ order }: { order: OrderView }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const points = money('POINTS', order.bought.points);
  if (order.bought.pack) {
    return (
      <>
        {t('orders.boughtPacks', { count: order.bought.pack.quantity, pack: t(`orders.packKinds.${order.bought.pack.packKind}`), points })}{' '}
        {order.status === 'fulfilled' ? <Link to={paths.collection('packs')}>{t('orders.openPacks')}</Link> : null}
      </>
    );
  }
  if (order.bought.tmt) return <>{t('orders.boughtTmt', { tmt: money('TMT', order.bought.tmt.amount), points })}</>;
  return <>{t('orders.boughtAddFunds', { amount: money('USD', order.bought.amount), points })}</>;
}

/** The facts of the payment, as a receipt lists them. */
function details(t: TFunction, order: OrderView): Definition[] {
  const rows: (Definition | null)[] = [
    { id: 'bought', term: t('orders.bought'), value: <Bought order={order} />, valueTestId: 'order-bought' },
    order.bought.tmt ? { id: 'rate', term: t('orders.rate'), value: t('orders.rateValue', { usd: order.bought.tmt.usdPerTmt }) } : null,
    { id: 'date', term: t('orders.date'), value: <DateTime value={order.createdAt} /> },
    order.canRetry ? { id: 'payBy', term: t('orders.payBy'), value: <DateTime value={order.expiresAt} /> } : null,
    order.paidAt ? { id: 'paidAt', term: t('orders.paidAt'), value: <DateTime value={order.paidAt} /> } : null,
    { id: 'method', term: t('orders.method'), value: t(`payments.methods.${order.method}`) },
    { id: 'provider', term: t('orders.provider'), value: t(`orders.providers.${order.provider}`) },
    { id: 'merchant', term: t('orders.merchant'), value: order.merchant },
    { id: 'paymentId', term: t('orders.paymentId'), value: <span className={styles.mono}>{order.paymentId ?? '—'}</span>, valueTestId: 'payment-id' },
    { id: 'orderId', term: t('orders.orderId'), value: <span className={styles.mono}>{order.orderId}</span> },
    order.failure ? { id: 'failure', term: t('orders.failure'), value: order.failure } : null,
  ];
  return rows.filter((row): row is Definition => row !== null);
}

/**
 * /order/detail/{orderId}: the receipt of a payment by card — its status and amount, what it bought, the time left to
 * pay with Pay now and Cancel while it is open (asked again every 2 s), and the way back to where it was started.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const back = safeReturnPath(search.get('return'));
  const query = useOrder(orderId);
  const retry = useRetryPayment();
  const cancel = useCancelOrder();
  const breadcrumb = [useWalletCrumb(), { label: t('titles.orders'), to: paths.orders() }];
  const order = query.data;

  if (!order) {
    const missing = isApiError(query.error) && query.error.key === 'NOT_FOUND';
    return (
      <PageFrame title={t('titles.order')} breadcrumb={breadcrumb} busy={query.isPending} data-testid="order-detail-page">
        {query.isPending ? (
          <Skeleton height={320} />
        ) : (
          <EmptyState
            title={missing ? t('orders.notFound') : t('orders.loadFailed')}
            description={missing ? undefined : errorMessage(t, query.error)}
            action={missing ? <ButtonLink to={paths.orders()}>{t('orders.toOrders')}</ButtonLink> : <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
          />
        )}
      </PageFrame>
    );
  }

  const note = order.refunded ? 'orders.refundedNote' : NOTES[order.status];
  const waiting = order.status === 'success' || order.status === 'new';
  const delivered = order.status === 'fulfilled' && !order.refunded;
  return (
    <PageFrame title={t('orders.orderTitle', { id: order.orderId })} documentTitle={t('titles.order')} breadcrumb={breadcrumb} data-testid="order-detail-page">
      <div className={styles.receipt}>
        <div aria-live="polite">
          {waiting ? <Alert tone="info">{t('orders.waiting')}</Alert> : null}
          {note ? (
            <Alert tone={delivered ? 'success' : 'warning'}>
              {t(note)}{' '}
              {delivered && back ? (
                <ButtonLink size="sm" to={back} data-testid="order-back">
                  {t('orders.back')}
                </ButtonLink>
              ) : null}
            </Alert>
          ) : null}
        </div>
        <Card className={styles.summary}>
          <div className={styles.summaryHead}>
            <p className={styles.kind}>{t(`orders.kinds.${order.kind}`)}</p>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className={styles.amount}>
            <Money currency={order.currency} amount={order.amount} />
          </p>
          {order.canRetry || order.canCancel ? (
            <div className={styles.pay}>
              {order.canRetry ? (
                <p className={styles.timeLeft}>
                  <span>{t('orders.timeLeft')}</span>
                  <CountdownTo at={order.expiresAt} clock={{ now: order.now, answeredAt: query.dataUpdatedAt }} onEnd={() => void query.refetch()} data-testid="order-time-left" />
                </p>
              ) : null}
              <div className={styles.actions}>
                {order.canRetry ? (
                  <Button
                    type="button"
                    loading={retry.isPending || retry.isSuccess}
                    disabled={retry.isPending || retry.isSuccess || cancel.isPending}
                    onClick={() => retry.mutate({ orderId: order.orderId }, { onError: (error) => toast.error(errorMessage(t, error)) })}
                  >
                    {t('orders.retry')}
                  </Button>
                ) : null}
                {order.canCancel ? (
                  <Button
                    type="button"
                    variant="secondary"
                    loading={cancel.isPending}
                    disabled={cancel.isPending || retry.isPending}
                    onClick={() =>
                      cancel.mutate(
                        { orderId: order.orderId },
                        { onSuccess: () => toast.success(t('orders.cancelled')), onError: (error) => toast.error(errorMessage(t, error)) },
                      )
                    }
                  >
                    {t('orders.cancel')}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
          {order.rechargeId ? (
            <div className={styles.actions}>
              <ButtonLink to={paths.recharge(order.rechargeId)} variant="secondary">
                {t('orders.viewRecharge')}
              </ButtonLink>
            </div>
          ) : null}
        </Card>
        <Card as="section" title={t('orders.details')}>
          <DefinitionList items={details(t, order)} />
        </Card>
      </div>
    </PageFrame>
  );
}
