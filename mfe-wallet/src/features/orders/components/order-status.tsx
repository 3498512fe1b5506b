import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@fc/shared';
import styles from './orders.module.css';

/** An order's status as the user reads it (`success` is "awaiting payment", SPEC §4). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={styles.status} data-status={status} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </span>
  );
}
