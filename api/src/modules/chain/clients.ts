import { createPublicClient, createTestClient, createWalletClient, defineChain, http, type Chain, type HDAccount, type PublicClient, type Transport, type WalletClient } from 'viem';
import type { ChainId } from '@fc/shared/contracts';
import { RPC_POLLING_INTERVAL_MS } from './constants';

const NATIVE_CURRENCY: Record<ChainId, Chain['nativeCurrency']> = {
  56: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  1: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};
/** The networks' own names (proper nouns: not translated). */
export const CHAIN_NAMES: Record<ChainId, string> = { 56: 'BNB Smart Chain', 1: 'Ethereum' };

export type ChainPublicClient = PublicClient<Transport, Chain>;
export type HotWalletClient = WalletClient<Transport, Chain, HDAccount>;

/** A chain as viem needs it, at the configured node; no multicall contract (a local node has none). */
export function chainDefinition(chainId: ChainId, rpcUrl: string): Chain {
  return defineChain({ id: chainId, name: CHAIN_NAMES[chainId], nativeCurrency: NATIVE_CURRENCY[chainId], rpcUrls: { default: { http: [rpcUrl] } } });
}

export function createChainClients(chain: Chain, rpcUrl: string, hotWallet: HDAccount) {
  const transport = http(rpcUrl, { retryCount: 2, timeout: 10_000 });
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: RPC_POLLING_INTERVAL_MS }) as ChainPublicClient,
    hotWalletClient: createWalletClient({ chain, transport, account: hotWallet, pollingInterval: RPC_POLLING_INTERVAL_MS }) as HotWalletClient,
  };
}

/** anvil's own methods (funding in development, mining and reorgs in tests). */
export function createAnvilClient(chain: Chain, rpcUrl: string) {
  return createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl), pollingInterval: RPC_POLLING_INTERVAL_MS });
}
