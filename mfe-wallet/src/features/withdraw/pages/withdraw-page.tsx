import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, formatDateTime, PageFrame, paths, Skeleton } from '@fc/shared';
import { Alert, EmptyState } from '@fc/shared/ui';
import { CHAIN_IDS } from '@fc/shared/contracts/wallet';
import layout from '../../../components/layout.module.css';
import { TokenSwitch } from '../../../components/token-switch';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { chainTokenOf } from '../../../lib/networks';
import { useAddressBook } from '../api/get-address-book';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { AddressBook } from '../components/address-book';
import { WithdrawalList } from '../components/withdrawal-list';
import { WithdrawForm } from '../components/withdraw-form';

// wagmi and viem come with the connector only, in a chunk of its own loaded when the page renders it.
const WalletConnector = lazy(() => import('../../../lib/connector/wallet-connector'));

/**
 * /token/withdraw/{tokenSymbol}: the form beside the connected wallet and the address book, then the token's
 * withdrawals.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { tokenSymbol } = useParams();
  const token = chainTokenOf(tokenSymbol);
  const info = useWithdrawInfo(token ?? '');
  const book = useAddressBook();
  const walletCrumb = useWalletCrumb();
  // The connected wallet's address, put into the form on request ("withdraw to my wallet").
  const [walletAddress, setWalletAddress] = useState<{ address: string } | null>(null);

  if (!token) {
    return (
      <PageFrame title={t('titles.withdraw')} breadcrumb={[walletCrumb]}>
        <EmptyState title={t('withdraw.unknownToken', { token: tokenSymbol ?? '' })} action={<ButtonLink to={paths.withdraw('TMT')}>{t('withdraw.withdrawToken', { token: 'TMT' })}</ButtonLink>} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('withdraw.title', { token })} documentTitle={t('titles.withdraw')} subtitle={t('withdraw.subtitle')} breadcrumb={[walletCrumb]} data-testid="withdraw-page">
      <TokenSwitch current={token} label={t('withdraw.token')} to={paths.withdraw} />
      <div className={layout.split}>
        <div className={layout.main}>
          {info.data && !info.data.google2fa ? (
            <Alert tone="warning" title={t('errors:GOOGLE_2FA_REQUIRED')}>
              <ButtonLink to={paths.security()} variant="secondary" size="sm">
                {t('withdraw.setUpGoogle')}
              </ButtonLink>
            </Alert>
          ) : null}
          {info.data?.suspendedUntil ? (
            <Alert tone="warning" title={t('errors:WITHDRAW_SUSPENDED')}>
              {t('withdraw.suspendedUntil', { date: formatDateTime(info.data.suspendedUntil) })}
            </Alert>
          ) : null}
          {info.isPending ? <Skeleton height={320} /> : null}
          {info.error && !info.data ? <Alert tone="error">{t('withdraw.loadFailed')}</Alert> : null}
          {info.data ? <WithdrawForm token={token} info={info.data} addresses={book.data?.list ?? []} fillAddress={walletAddress} /> : null}
        </div>
        <div className={layout.aside}>
          <Suspense fallback={<Skeleton height={120} />}>
            <WalletConnector>
              {({ address }) => (
                <Button type="button" variant="secondary" onClick={() => setWalletAddress({ address })}>
                  {t('withdraw.toMyWallet')}
                </Button>
              )}
            </WalletConnector>
          </Suspense>
          <AddressBook chainIds={[...CHAIN_IDS]} entries={book.data?.list ?? []} />
        </div>
      </div>
      <WithdrawalList token={token} />
    </PageFrame>
  );
}
