import { useTranslation } from 'react-i18next';
import { Alert, errorMessage } from '@fc/shared';

/** Why a reservation or purchase was refused ("Your balance is not enough.", sold out, a limit), in the buy box. */
export function PurchaseError({ error }: { error: unknown }) {
  const { t } = useTranslation('market');
  return (
    <Alert tone="error" data-testid="purchase-error">
      {errorMessage(t, error)}
    </Alert>
  );
}
