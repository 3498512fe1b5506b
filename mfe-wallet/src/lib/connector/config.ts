import { createConfig, http, type Config, type CreateConnectorFn } from 'wagmi';
import { bsc, mainnet } from 'wagmi/chains';
import { injected, mock, walletConnect } from 'wagmi/connectors';
import { isAddress, type Address, type Chain } from 'viem';
import type { ConnectorConfigResponse } from '@fc/shared';

/**
 * Browser tests only: the address (one of the local node's unlocked accounts) the mock connector connects with. The
 * page honours it only when the server says the mock connector is allowed, which it never does in production.
 */
export const TEST_WALLET_STORAGE_KEY = 'fc.testWallet';

/** How often wagmi polls the node (blocks, receipts): about a quarter of the local nodes' 1-second block. [ours] */
export const WALLET_POLLING_MS = 250;

/** The chain read through `rpcUrl` (a local node), without the multicall3 contract a fresh node does not have. */
function throughRpc(chain: Chain, rpcUrl: string | null | undefined): Chain {
  if (!rpcUrl) return chain;
  const { multicall3: _dropped, ...contracts } = chain.contracts ?? {};
  return { ...chain, contracts, rpcUrls: { default: { http: [rpcUrl] } } };
}

export function testWalletAccount(settings: ConnectorConfigResponse): Address | null {
  if (!settings.mockConnector) return null;
  const stored = window.localStorage.getItem(TEST_WALLET_STORAGE_KEY);
  return stored && isAddress(stored) ? stored : null;
}

/** The connectors offered: the injected wallet, and WalletConnect (its QR modal) when the server names a project id. */
function connectorsFor(settings: ConnectorConfigResponse): CreateConnectorFn[] {
  const testAccount = testWalletAccount(settings);
  if (testAccount) return [mock({ accounts: [testAccount], features: { reconnect: true } })];
  const connectors: CreateConnectorFn[] = [injected()];
  if (settings.walletConnectProjectId) {
    connectors.push(
      walletConnect({
        projectId: settings.walletConnectProjectId,
        showQrModal: true,
        metadata: { name: document.title, description: document.title, url: window.location.origin, icons: [] },
      }),
    );
  }
  return connectors;
}

/** BNB Smart Chain and Ethereum, with the injected wallet and WalletConnect (or, in browser tests, the mock connector). */
export function createWalletConfig(settings: ConnectorConfigResponse): Config {
  const rpc = new Map(settings.chains.map((entry) => [entry.chainId, entry.rpcUrl]));
  const chains = [throughRpc(bsc, rpc.get(bsc.id)), throughRpc(mainnet, rpc.get(mainnet.id))] as const;
  return createConfig({
    chains,
    connectors: connectorsFor(settings),
    transports: { [bsc.id]: http(rpc.get(bsc.id) ?? undefined), [mainnet.id]: http(rpc.get(mainnet.id) ?? undefined) },
    pollingInterval: WALLET_POLLING_MS,
  });
}
