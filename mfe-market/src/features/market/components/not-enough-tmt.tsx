import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, paths } from '@fc/shared';

/** "Your TMT balance is not enough" and the way to get more: the one place the market says it. */
export function NotEnoughTmt() {
  const { t } = useTranslation('market');
  return (
    <Alert tone="warning">
      {t('market.notEnough')}{' '}
      <ButtonLink size="sm" variant="ghost" to={paths.addFunds()}>
        {t('market.addFunds')}
      </ButtonLink>
    </Alert>
  );
}
