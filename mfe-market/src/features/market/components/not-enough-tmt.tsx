import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink, fromBaseUnits, paths } from '@fc/shared';
import { Alert } from '@fc/shared/ui';

/**
 * "Your TMT balance is not enough" and the way to get more: Buy TMT with what is missing (base units), then back to
 * this page. The one place the market says it.
 */
export function NotEnoughTmt({ missing }: { missing: bigint }) {
  const { t } = useTranslation('market');
  const { pathname, search } = useLocation();
  return (
    <Alert tone="warning">
      {t('market.notEnough')}{' '}
      <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', missing > 0n ? missing : 0n), `${pathname}${search}`)} data-testid="buy-tmt-link">
        {t('market.buyTmt')}
      </ButtonLink>
    </Alert>
  );
}
