import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDateTime,
  isApiError,
  PageTitle,
  paths,
  safeReturnPath,
  Skeleton,
  useToast,
  type OrderView,
} from '@fc/shared';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { useRetryPayment } from '../api/retry-payment';
import { OrderStatusBadge } from '../components/order-status';
import pageStyles from '../../../components/page.module.css';
import styles from '../components/orders.module.css';

/** Seconds left until `expiresAt` by the server's clock (its `now` when the answer came), counting down each second. */
function useSecondsLeft(order: OrderView | undefined, answeredAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!order) return 0;
  const elapsed = Math.max(0, Math.floor((tick - answeredAt) / 1000));
  return Math.max(0, order.expiresAt - order.now - elapsed);
}

function minutesSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Below an hour the countdown; further off (the demo's week-long order) the moment itself. */
const COUNTDOWN_UNDER_S = 3600;

const NOTES: Partial<Record<OrderView['status'], string>> = {
  fulfilled: 'orders.fulfilledNote',
  failed: 'orders.failedNote',
  timeout: 'orders.timeoutNote',
  cancelled: 'orders.cancelledNote',
};

export default function OrderDetailPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const language = currentLanguage();
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const back = safeReturnPath(search.get('return'));
  const query = useOrder(orderId);
  const retry = useRetryPayment();
  const cancel = useCancelOrder();
  const order = query.data;
  const secondsLeft = useSecondsLeft(order, query.dataUpdatedAt);

  const title = <PageTitle actions={<ButtonLink to={paths.orders()} variant="ghost">{t('orders.toOrders')}</ButtonLink>}>{t('titles.order')}</PageTitle>;
  if (!order) {
    const missing = isApiError(query.error) && query.error.key === 'NOT_FOUND';
    return (
      <div className={pageStyles.page} data-testid="order-detail-page">
        {title}
        {query.isPending ? (
          <Skeleton height={320} />
        ) : (
          <EmptyState
            title={missing ? t('orders.notFound') : t('orders.loadFailed')}
            description={missing ? undefined : errorMessage(t, query.error)}
            action={missing ? <ButtonLink to={paths.orders()}>{t('orders.toOrders')}</ButtonLink> : <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
          />
        )}
      </div>
    );
  }

  const money = (amount: string) => `${formatAmount('USD', amount, language)} USD`;
  const note = order.refunded ? 'orders.refundedNote' : NOTES[order.status];
  const waiting = order.status === 'success' || order.status === 'new';
  return (
    <div className={pageStyles.page} data-testid="order-detail-page">
      <PageTitle subtitle={order.orderId} actions={<ButtonLink to={paths.orders()} variant="ghost">{t('orders.toOrders')}</ButtonLink>}>
        {t('titles.order')}
      </PageTitle>
      <div aria-live="polite">
        {waiting ? <Alert tone="info">{t('orders.waiting')}</Alert> : null}
        {note ? (
          <Alert tone={order.status === 'fulfilled' && !order.refunded ? 'success' : 'warning'}>
            {t(note)}{' '}
            {order.status === 'fulfilled' && !order.refunded && back ? (
              <ButtonLink size="sm" to={back} data-testid="order-back">
                {t('orders.back')}
              </ButtonLink>
            ) : null}
          </Alert>
        ) : null}
      </div>
      <Card>
        <dl className={styles.facts}>
          <dt>{t('orders.statusLabel')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt>{t('orders.amount')}</dt>
          <dd>{money(order.amount)}</dd>
          <dt>{t('orders.bought')}</dt>
          <dd data-testid="order-bought">
            {order.bought.pack ? (
              <>
                {t('orders.boughtPacks', { count: order.bought.pack.quantity, pack: t(`orders.packKinds.${order.bought.pack.packKind}`), points: order.bought.points })}{' '}
                {order.status === 'fulfilled' ? <Link to={paths.collection('packs')}>{t('orders.openPacks')}</Link> : null}
              </>
            ) : order.bought.tmt ? (
              t('orders.boughtTmt', { tmt: formatAmount('TMT', order.bought.tmt.amount, language), points: order.bought.points })
            ) : (
              t('orders.boughtAddFunds', { amount: money(order.bought.amount).replace(' USD', ''), points: order.bought.points })
            )}
          </dd>
          {order.bought.tmt ? (
            <>
              <dt>{t('orders.rate')}</dt>
              <dd>{t('orders.rateValue', { usd: order.bought.tmt.usdPerTmt })}</dd>
            </>
          ) : null}
          <dt>{t('orders.paymentId')}</dt>
          <dd data-testid="payment-id">{order.paymentId ?? '—'}</dd>
          <dt>{t('orders.date')}</dt>
          <dd>{formatDateTime(order.createdAt, language)}</dd>
          <dt>{t('orders.method')}</dt>
          <dd>{t(`payments.methods.${order.method}`)}</dd>
          <dt>{t('orders.merchant')}</dt>
          <dd>{order.merchant}</dd>
          <dt>{t('orders.provider')}</dt>
          <dd>{t(`orders.providers.${order.provider}`)}</dd>
          {order.paidAt ? (
            <>
              <dt>{t('orders.paidAt')}</dt>
              <dd>{formatDateTime(order.paidAt, language)}</dd>
            </>
          ) : null}
          {order.failure ? (
            <>
              <dt>{t('orders.failure')}</dt>
              <dd>{order.failure}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.actions}>
          {order.canRetry ? (
            <>
              <Button
                type="button"
                loading={retry.isPending || retry.isSuccess}
                disabled={retry.isPending || retry.isSuccess || cancel.isPending}
                onClick={() => retry.mutate({ orderId: order.orderId }, { onError: (error) => toast.error(errorMessage(t, error)) })}
              >
                {t('orders.retry')}
              </Button>
              <span>
                {secondsLeft < COUNTDOWN_UNDER_S ? t('orders.expiresIn', { time: minutesSeconds(secondsLeft) }) : t('orders.payBy', { date: formatDateTime(order.expiresAt, language) })}
              </span>
            </>
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
          {order.rechargeId ? <ButtonLink to={paths.recharge(order.rechargeId)} variant="secondary">{t('orders.viewRecharge')}</ButtonLink> : null}
        </div>
      </Card>
    </div>
  );
}
