import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink, errorMessage, fromBaseUnits, isApiError, paths } from '@fc/shared';
import { Alert } from '@fc/shared/ui';

/**
 * Why a reservation or purchase was refused ("Your balance is not enough.", sold out, a limit), in the buy box; a TMT
 * balance too short offers Buy TMT for what is missing (base units), back to this page.
 */
export function PurchaseError({ error, tmtMissing }: { error: unknown; tmtMissing?: bigint }) {
  const { t } = useTranslation('market');
  const { pathname, search } = useLocation();
  const short = isApiError(error) && error.key === 'BALANCE_NOT_ENOUGH' && tmtMissing !== undefined && tmtMissing > 0n;
  return (
    <Alert tone="error" data-testid="purchase-error">
      {errorMessage(t, error)}
      {short ? (
        <>
          {' '}
          <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', tmtMissing), `${pathname}${search}`)} data-testid="buy-tmt-link">
            {t('packs.buyTmt')}
          </ButtonLink>
        </>
      ) : null}
    </Alert>
  );
}
