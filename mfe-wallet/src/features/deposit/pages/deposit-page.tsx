import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame, paths, Skeleton, type ChainId, type ChainToken } from '@fc/shared';
import { Alert, Select } from '@fc/shared/ui';
import { CHAIN_IDS } from '@fc/shared/contracts/wallet';
import layout from '../../../components/layout.module.css';
import { TokenSwitch } from '../../../components/token-switch';
import { useWalletCrumb } from '../../../components/wallet-crumb';
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

/**
 * /token/deposit/{tokenSymbol?}: token and network, the deposit address with its QR code beside the connected wallet
 * (deposit from it in one click), then the incoming transfers.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const { tokenSymbol } = useParams();
  const token = chainTokenOf(tokenSymbol) ?? 'TMT';
  const networks = networksOf(token);
  const [picked, setPicked] = useState<ChainId>(networks[0] ?? 56);
  const chainId = networks.includes(picked) ? picked : (networks[0] ?? 56);
  const address = useDepositAddress(token, chainId);
  const walletCrumb = useWalletCrumb();

  return (
    <PageFrame
      title={t('deposit.title', { token })}
      documentTitle={t('titles.deposit')}
      subtitle={t('deposit.subtitle')}
      breadcrumb={[walletCrumb]}
      data-testid="deposit-page"
    >
      <div className={styles.selectors}>
        <TokenSwitch current={token} label={t('deposit.token')} to={paths.deposit} />
        <Select
          className={styles.network}
          label={t('deposit.network')}
          value={String(chainId)}
          options={networks.map((option) => ({ value: String(option), label: networkName(t, option) }))}
          onChange={(event) => setPicked(Number(event.target.value) as ChainId)}
        />
      </div>
      <div className={layout.split}>
        <div className={layout.main}>
          {address.isPending ? <Skeleton height={240} /> : null}
          {address.error && !address.data ? <Alert tone="error">{t('deposit.unavailable')}</Alert> : null}
          {address.data ? (
            <DepositAddressCard token={token} chainId={chainId} address={address.data.address} minimum={address.data.minimum} confirmations={address.data.confirmations} />
          ) : null}
        </div>
        <div className={layout.aside}>
          <Suspense fallback={<Skeleton height={160} />}>
            <WalletConnector>
              {({ settings }) =>
                address.data ? <DepositFromWallet settings={settings} token={token} chainId={chainId} depositAddress={address.data.address as `0x${string}`} /> : null
              }
            </WalletConnector>
          </Suspense>
        </div>
      </div>
      <DepositList />
    </PageFrame>
  );
}
