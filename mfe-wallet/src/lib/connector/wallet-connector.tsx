import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConnection, useConnect, useConnectors, useDisconnect, useSwitchChain } from 'wagmi';
import { Button, errorMessage, maskAddress, Skeleton, useToast, type ConnectorConfigResponse } from '@fc/shared';
import { Alert, Badge, Card, DefinitionList } from '@fc/shared/ui';
import { CHAIN_IDS } from '@fc/shared/contracts/wallet';
import { networkName } from '../networks';
import { useBoundWallets } from './api/get-bound-wallets';
import { useConnectorConfig } from './api/get-connector-config';
import { useUnbindWallet } from './api/unbind-wallet';
import { ConnectorProvider } from './connector-provider';
import { useBindWallet } from './use-bind-wallet';
import styles from './wallet-connector.module.css';

/** Errors of the wallet itself (rejected signature, no wallet installed) carry their own short message. */
function walletError(t: TFunction, error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage;
  return errorMessage(t, error);
}

function BoundWallets() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const bound = useBoundWallets();
  const unbind = useUnbindWallet();
  const list = bound.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subheading}>{t('connector.bound')}</h3>
      <ul className={styles.list} data-testid="bound-wallets">
        {list.map((wallet) => (
          <li key={wallet.address} className={styles.item} data-testid="bound-wallet">
            <span className={styles.address} title={wallet.address}>
              {maskAddress(wallet.address)}
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              loading={unbind.isPending && unbind.variables === wallet.address}
              onClick={() => unbind.mutate(wallet.address, { onError: (error) => toast.error(errorMessage(t, error)) })}
            >
              {t('connector.unbind')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ConnectorBody({ settings, children }: { settings: ConnectorConfigResponse; children?: WalletConnectorProps['children'] }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const switchChain = useSwitchChain();
  const bound = useBoundWallets();
  const bind = useBindWallet(t('connector.statement'));
  const address = connection.address;
  const isBound = Boolean(address && bound.data?.list.some((wallet) => wallet.address.toLowerCase() === address.toLowerCase()));

  // As the page opens wagmi reconnects the wallet last used in this browser: until that settles, say so instead of
  // offering Connect, which a click would race (the address replacing the buttons under the pointer).
  const settling = connection.status === 'reconnecting' || (connection.status === 'connecting' && !connect.isPending);
  if (settling) {
    return (
      <div aria-busy="true" data-testid="connector-settling">
        <p className={styles.intro}>{t('connector.settling')}</p>
        <Skeleton lines={2} />
      </div>
    );
  }

  if (!connection.isConnected || !address || connection.chainId === undefined) {
    return (
      <>
        <p className={styles.intro}>{t('connector.intro')}</p>
        <div className={styles.actions}>
          {connectors.map((connector) => (
            <Button
              key={connector.uid}
              type="button"
              loading={connect.isPending}
              disabled={connect.isPending}
              onClick={() => connect.mutate({ connector, chainId: CHAIN_IDS[0] }, { onError: (error) => toast.error(walletError(t, error)) })}
            >
              {t('connector.connectWith', { name: connector.type === 'injected' ? t('connector.browserWallet') : connector.name })}
            </Button>
          ))}
        </div>
        <BoundWallets />
      </>
    );
  }

  const chainId = connection.chainId;
  return (
    <>
      <DefinitionList
        className={styles.facts}
        items={[
          {
            id: 'address',
            term: t('connector.connected'),
            value: <span title={address}>{maskAddress(address)}</span>,
            valueTestId: 'connected-address',
          },
          { id: 'network', term: t('connector.network'), value: networkName(t, chainId), valueTestId: 'connected-network' },
        ]}
      />
      <div className={styles.actions}>
        {CHAIN_IDS.filter((other) => other !== chainId).map((other) => (
          <Button
            key={other}
            type="button"
            variant="secondary"
            loading={switchChain.isPending}
            onClick={() => switchChain.mutate({ chainId: other }, { onError: (error) => toast.error(walletError(t, error)) })}
          >
            {t('connector.switchTo', { network: networkName(t, other) })}
          </Button>
        ))}
        {isBound ? (
          <Badge tone="success" data-testid="address-bound">
            {t('connector.isBound')}
          </Badge>
        ) : (
          <Button
            type="button"
            loading={bind.isPending}
            disabled={bind.isPending}
            onClick={() =>
              bind.mutate(undefined, {
                onSuccess: () => toast.success(t('connector.boundDone')),
                onError: (error) => toast.error(walletError(t, error)),
              })
            }
          >
            {t('connector.bind')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={() => disconnect.mutate()}>
          {t('connector.disconnect')}
        </Button>
      </div>
      {children ? children({ address, chainId, settings }) : null}
      <BoundWallets />
    </>
  );
}

export interface WalletConnectorProps {
  /** What the page offers once a wallet is connected (e.g. deposit from it), given its address, network and the settings. */
  children?: (connected: { address: `0x${string}`; chainId: number; settings: ConnectorConfigResponse }) => ReactNode;
}

/** Connect a browser wallet on BNB Smart Chain or Ethereum, switch networks, and bind the address by signing. */
export default function WalletConnector({ children }: WalletConnectorProps) {
  const { t } = useTranslation('wallet');
  const settings = useConnectorConfig();
  return (
    <Card as="section" title={t('connector.title')} data-testid="wallet-connector">
      {settings.isPending ? <Skeleton lines={2} /> : null}
      {settings.error && !settings.data ? <Alert tone="error">{t('connector.loadFailed')}</Alert> : null}
      {settings.data ? <Connected settings={settings.data}>{children}</Connected> : null}
    </Card>
  );
}

function Connected({ settings, children }: { settings: ConnectorConfigResponse; children?: WalletConnectorProps['children'] }) {
  return (
    <ConnectorProvider settings={settings}>
      <ConnectorBody settings={settings}>{children}</ConnectorBody>
    </ConnectorProvider>
  );
}
