import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDateTime,
  PageTitle,
  Pager,
  paths,
  Select,
  Skeleton,
  type OrderStatus,
} from '@fc/shared';
import { ORDER_LIST_PAGE_SIZE, ORDER_STATUSES } from '@fc/shared/contracts/wallet';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from '../components/order-status';
import pageStyles from '../../../components/page.module.css';
import styles from '../components/orders.module.css';

function isStatus(value: string | null): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

export default function OrdersPage() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orders = useOrders({ ...(status ? { status } : {}), page, pageSize: ORDER_LIST_PAGE_SIZE });
  const list = orders.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDER_LIST_PAGE_SIZE));

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
    <div className={pageStyles.page} data-testid="orders-page">
      <PageTitle subtitle={t('orders.subtitle')}>{t('titles.orders')}</PageTitle>
      <div className={styles.filters}>
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
        <Card>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.order')}</th>
                <th scope="col">{t('orders.columns.date')}</th>
                <th scope="col">{t('orders.columns.what')}</th>
                <th scope="col" className={styles.amount}>
                  {t('orders.columns.amount')}
                </th>
                <th scope="col">{t('orders.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.orderId} data-testid="order-row">
                  <td>
                    <Link to={paths.order(order.orderId)}>{order.orderId}</Link>
                  </td>
                  <td>{formatDateTime(order.createdAt, language)}</td>
                  <td>{t(`orders.kinds.${order.kind}`)}</td>
                  <td className={styles.amount}>{`${formatAmount('USD', order.amount, language)} USD`}</td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? <Pager page={page} pages={pages} onChange={(next) => update({ page: next })} label={t('orders.pages')} /> : null}
        </Card>
      )}
    </div>
  );
}
