import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  Money,
  PageFrame,
  paths,
  Skeleton,
  type OrderStatus,
  type OrderSummary,
} from '@fc/shared';
import { DataTable, DateTime, EmptyState, Pager, Select, useWideScreen } from '@fc/shared/ui';
import { ORDER_LIST_PAGE_SIZE, ORDER_STATUSES } from '@fc/shared/contracts/wallet';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from '../components/order-status';
import styles from '../components/orders.module.css';

function isStatus(value: string | null): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/** The order's kind and id, as one link to its page. */
function OrderLink({ order, className }: { order: OrderSummary; className?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Link to={paths.order(order.orderId)} className={[styles.orderLink, className].filter(Boolean).join(' ')}>
      <span>{t(`orders.kinds.${order.kind}`)}</span>
      <span className={styles.orderId}>{order.orderId}</span>
    </Link>
  );
}

/** The orders as a table from 640 px; on a phone each order a card that opens it. */
function OrderRows({ list }: { list: readonly OrderSummary[] }) {
  const { t } = useTranslation('wallet');
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul className={layout.rowCards} aria-label={t('titles.orders')}>
        {list.map((order) => (
          <li key={order.orderId} className={layout.rowCard} data-testid="order-row">
            <div className={layout.rowCardHead}>
              <OrderLink order={order} className={layout.rowCardLink} />
              <OrderStatusBadge status={order.status} />
            </div>
            <div className={layout.rowCardHead}>
              <span className={layout.rowCardMeta}>
                <DateTime value={order.createdAt} />
              </span>
              <span className={layout.rowCardFigure}>
                <Money currency={order.currency} amount={order.amount} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={t('titles.orders')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.columns.order')}</th>
          <th scope="col">{t('orders.columns.date')}</th>
          <th scope="col" data-numeric>
            {t('orders.columns.amount')}
          </th>
          <th scope="col">{t('orders.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((order) => (
          <tr key={order.orderId} data-testid="order-row">
            <td>
              <OrderLink order={order} />
            </td>
            <td>
              <DateTime value={order.createdAt} />
            </td>
            <td data-numeric>
              <Money currency={order.currency} amount={order.amount} />
            </td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** /order/list: my payments by card, newest first, filtered by status and paged in the URL. */
export default function OrdersPage() {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useSearchParams();
  const walletCrumb = useWalletCrumb();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orders = useOrders({ ...(status ? { status } : {}), page, pageSize: ORDER_LIST_PAGE_SIZE });
  const list = orders.data?.list ?? [];
  const pages = Math.ceil((orders.data?.total ?? 0) / ORDER_LIST_PAGE_SIZE);

  const update = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.status !== undefined) {
      if (next.status) params.set('status', next.status);
      else params.delete('status');
      params.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
    }
    setSearch(params);
  };

  return (
    <PageFrame
      title={t('titles.orders')}
      subtitle={t('orders.subtitle')}
      breadcrumb={[walletCrumb]}
      busy={orders.isPending}
      actions={
        <>
          <ButtonLink to={paths.buyTmt()} variant="secondary">
            {t('balances.buyTmt')}
          </ButtonLink>
          <ButtonLink to={paths.addFunds()}>{t('balances.addFunds')}</ButtonLink>
        </>
      }
      data-testid="orders-page"
    >
      <div className={layout.toolbar}>
        <Select
          label={t('orders.filter')}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[{ value: '', label: t('orders.allStatuses') }, ...ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))]}
        />
      </div>
      {orders.isPending ? (
        <Skeleton height={240} />
      ) : orders.error && !orders.data ? (
        <EmptyState title={t('orders.loadFailed')} description={errorMessage(t, orders.error)} action={<Button onClick={() => void orders.refetch()}>{t('common:retry')}</Button>} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('orders.emptyTitle')}
          description={status ? t('orders.emptyFiltered') : t('orders.emptyBody')}
          action={<ButtonLink to={paths.addFunds()}>{t('orders.emptyAction')}</ButtonLink>}
        />
      ) : (
        <>
          <OrderRows list={list} />
          <Pager page={page} pages={pages} onChange={(next) => update({ page: next })} label={t('orders.pages')} />
        </>
      )}
    </PageFrame>
  );
}
