import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert, ButtonLink, PageTitle, paths, Select, Skeleton, type ChainId, type ChainToken } from '@fc/shared';
import { CHAIN_IDS, CHAIN_TOKENS } from '@fc/shared/contracts/wallet';
import pageStyles from '../../../components/page.module.css';
import { chainTokenOf, networkName } from '../../../lib/networks';
import { useDepositAddress } from '../api/get-deposit-address';
import { DepositAddressCard } from '../components/deposit-address-card';
import { DepositList } from '../components/deposit-list';
import styles from '../components/deposit.module.css';

// wagmi and viem come with the connector only: this page's own chunk stays small until it renders.
const WalletConnector = lazy(() => import('../../../lib/connector/wallet-connector'));
const DepositFromWallet = lazy(() => import('../../../lib/connector/deposit-from-wallet'));

/** BNB is BNB Smart Chain's own coin; TMT and GOAL are on both networks. */
function networksOf(token: ChainToken): ChainId[] {
  return token === 'BNB' ? [56] : [...CHAIN_IDS];
}

/** /token/deposit/{tokenSymbol?}: token and network, the deposit address with its QR code, deposit from the connected wallet, incoming transfers. */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const { tokenSymbol } = useParams();
  const token = chainTokenOf(tokenSymbol) ?? 'TMT';
  const networks = networksOf(token);
  const [picked, setPicked] = useState<ChainId>(networks[0] ?? 56);
  const chainId = networks.includes(picked) ? picked : (networks[0] ?? 56);
  const address = useDepositAddress(token, chainId);

  return (
    <div className={pageStyles.page} data-testid="deposit-page">
      <PageTitle subtitle={t('deposit.subtitle')}>{t('deposit.title', { token })}</PageTitle>
      <div className={styles.selectors}>
        <nav aria-label={t('deposit.token')} className={styles.selectors}>
          {CHAIN_TOKENS.map((other) => (
            <ButtonLink key={other} to={paths.deposit(other)} variant={other === token ? 'primary' : 'ghost'} aria-current={other === token ? 'page' : undefined}>
              {other}
            </ButtonLink>
          ))}
        </nav>
        <Select
          label={t('deposit.network')}
          value={String(chainId)}
          options={networks.map((option) => ({ value: String(option), label: networkName(t, option) }))}
          onChange={(event) => setPicked(Number(event.target.value) as ChainId)}
        />
      </div>
      {address.isPending ? <Skeleton height={220} /> : null}
      {address.error && !address.data ? <Alert tone="error">{t('deposit.unavailable')}</Alert> : null}
      {address.data ? (
        <DepositAddressCard token={token} chainId={chainId} address={address.data.address} minimum={address.data.minimum} confirmations={address.data.confirmations} />
      ) : null}
      <Suspense fallback={<Skeleton height={160} />}>
        <WalletConnector>
          {({ settings }) =>
            address.data ? <DepositFromWallet settings={settings} token={token} chainId={chainId} depositAddress={address.data.address as `0x${string}`} /> : null
          }
        </WalletConnector>
      </Suspense>
      <DepositList />
    </div>
  );
}
