import { useTranslation } from 'react-i18next';
import { paths, type Crumb } from '@fc/shared';

/** The breadcrumb's first step on every page of the wallet but My wallet itself. */
export function useWalletCrumb(): Crumb {
  const { t } = useTranslation('wallet');
  return { label: t('titles.payMethods'), to: paths.wallet() };
}
