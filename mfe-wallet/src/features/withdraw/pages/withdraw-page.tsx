import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, currentLanguage, EmptyState, formatDateTime, PageTitle, paths, Skeleton } from '@fc/shared';
import { CHAIN_TOKENS, CHAIN_IDS } from '@fc/shared/contracts/wallet';
import pageStyles from '../../../components/page.module.css';
import { chainTokenOf } from '../../../lib/networks';
import { useAddressBook } from '../api/get-address-book';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { AddressBook } from '../components/address-book';
import { WithdrawalList } from '../components/withdrawal-list';
import { WithdrawForm } from '../components/withdraw-form';

// wagmi and viem come with the connector only, in a chunk of its own loaded when the page renders it.
const WalletConnector = lazy(() => import('../../../lib/connector/wallet-connector'));

/** /token/withdraw/{tokenSymbol}: the form, the connected wallet, the pending withdrawals, and the address book. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { tokenSymbol } = useParams();
  const token = chainTokenOf(tokenSymbol);
  const info = useWithdrawInfo(token ?? '');
  const book = useAddressBook();
  const language = currentLanguage();
  // The connected wallet's address, put into the form on request ("withdraw to my wallet").
  const [walletAddress, setWalletAddress] = useState<{ address: string } | null>(null);

  if (!token) {
    return (
      <div className={pageStyles.page}>
        <PageTitle>{t('titles.withdraw')}</PageTitle>
        <EmptyState title={t('withdraw.unknownToken', { token: tokenSymbol ?? '' })} action={<ButtonLink to={paths.withdraw('TMT')}>{t('withdraw.withdrawToken', { token: 'TMT' })}</ButtonLink>} />
      </div>
    );
  }

  return (
    <div className={pageStyles.page} data-testid="withdraw-page">
      <PageTitle
        subtitle={t('withdraw.subtitle')}
        actions={CHAIN_TOKENS.filter((other) => other !== token).map((other) => (
          <ButtonLink key={other} variant="ghost" to={paths.withdraw(other)}>
            {other}
          </ButtonLink>
        ))}
      >
        {t('withdraw.title', { token })}
      </PageTitle>
      {info.data && !info.data.google2fa ? (
        <Alert tone="warning" title={t('errors:GOOGLE_2FA_REQUIRED')}>
          <ButtonLink to={paths.security()} variant="secondary">
            {t('withdraw.setUpGoogle')}
          </ButtonLink>
        </Alert>
      ) : null}
      {info.data?.suspendedUntil ? (
        <Alert tone="warning" title={t('errors:WITHDRAW_SUSPENDED')}>
          {t('withdraw.suspendedUntil', { date: formatDateTime(info.data.suspendedUntil, language) })}
        </Alert>
      ) : null}
      {info.isPending ? <Skeleton height={320} /> : null}
      {info.error && !info.data ? <Alert tone="error">{t('withdraw.loadFailed')}</Alert> : null}
      {info.data ? <WithdrawForm token={token} info={info.data} addresses={book.data?.list ?? []} fillAddress={walletAddress} /> : null}
      <Suspense fallback={<Skeleton height={120} />}>
        <WalletConnector>
          {({ address }) => (
            <Button type="button" variant="secondary" onClick={() => setWalletAddress({ address })}>
              {t('withdraw.toMyWallet')}
            </Button>
          )}
        </WalletConnector>
      </Suspense>
      <WithdrawalList token={token} />
      <AddressBook chainIds={[...CHAIN_IDS]} entries={book.data?.list ?? []} />
    </div>
  );
}
