import { useTranslation } from 'react-i18next';
import { type OrderStatus } from '@fc/shared';
import { Badge, type BadgeTone } from '@fc/shared/ui';

const TONE: Record<OrderStatus, BadgeTone> = {
  new: 'warning',
  success: 'warning',
  paid: 'info',
  fulfilled: 'success',
  failed: 'danger',
  timeout: 'neutral',
  cancelled: 'neutral',
};

/** An order's status as the user reads it (`success` is "awaiting payment", SPEC §4). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge tone={TONE[status]} data-status={status} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
