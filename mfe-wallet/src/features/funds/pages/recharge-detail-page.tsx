import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
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
  Skeleton,
} from '@fc/shared';
import { useRecharge } from '../api/get-recharge';
import pageStyles from '../../../components/page.module.css';
import styles from './add-funds.module.css';

/**
 * An add-funds record: the credit a fulfilled add-funds order made (the record's id is the order's id). Until the order
 * is fulfilled it says so and links to the order.
 */
export default function RechargeDetailPage() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const { rechargeId = '' } = useParams();
  const query = useRecharge(rechargeId);
  const order = query.data;

  const title = <PageTitle subtitle={t('payments.recharge.subtitle')}>{t('titles.recharge')}</PageTitle>;
  if (!order || order.kind !== 'add_funds') {
    const missing = (order !== undefined && order.kind !== 'add_funds') || (isApiError(query.error) && query.error.key === 'NOT_FOUND');
    return (
      <div className={pageStyles.page} data-testid="recharge-page">
        {title}
        {query.isPending ? (
          <Skeleton height={240} />
        ) : (
          <EmptyState
            title={missing ? t('payments.recharge.notFound') : t('orders.loadFailed')}
            description={missing ? undefined : errorMessage(t, query.error)}
            action={missing ? <ButtonLink to={paths.wallet()}>{t('payments.recharge.toWallet')}</ButtonLink> : <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>}
          />
        )}
      </div>
    );
  }
  const credited = order.status === 'fulfilled' && order.fulfilledAt !== null;
  return (
    <div className={pageStyles.page} data-testid="recharge-page">
      {title}
      {credited ? (
        <Card>
          <dl className={styles.facts}>
            <dt>{t('payments.recharge.credited')}</dt>
            <dd data-testid="recharge-amount">{`${formatAmount('USD', order.bought.amount, language)} USD`}</dd>
            <dt>{t('payments.recharge.points')}</dt>
            <dd>{formatAmount('POINTS', order.bought.points, language)}</dd>
            <dt>{t('payments.recharge.creditedAt')}</dt>
            <dd>{formatDateTime(order.fulfilledAt ?? order.createdAt, language)}</dd>
            <dt>{t('payments.recharge.order')}</dt>
            <dd>{order.orderId}</dd>
          </dl>
          <ButtonLink to={paths.order(order.orderId)} variant="secondary">
            {t('payments.recharge.viewOrder')}
          </ButtonLink>
        </Card>
      ) : (
        <EmptyState
          title={t('payments.recharge.pendingTitle')}
          description={t('payments.recharge.pendingBody', { status: t(`orders.status.${order.status}`) })}
          action={<ButtonLink to={paths.order(order.orderId)}>{t('payments.recharge.viewOrder')}</ButtonLink>}
        />
      )}
    </div>
  );
}
