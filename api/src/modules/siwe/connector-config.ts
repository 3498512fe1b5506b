import type { ChainId, ConnectorConfigResponse } from '@fc/shared/contracts';
import { Chains } from '../chain';

/**
 * The browser wallet connector's settings. Outside production the page reads the chains through the configured nodes
 * (the local anvil) and may use wagmi's mock connector (browser tests); in production neither: the wallet's own RPC
 * and a real wallet. Each chain that is on lists its tokens with their ERC-20 contract (none for the native coin).
 */
export function connectorConfig(
  chains: Chains,
  options: { production: boolean; rpc: Partial<Record<ChainId, string>>; walletConnectProjectId: string | null },
): ConnectorConfigResponse {
  return {
    chains: chains.ids.map((chainId) => ({
      chainId,
      rpcUrl: options.production ? null : (options.rpc[chainId] ?? null),
      tokens: Chains.tokensOf(chainId).map((token) => {
        const resolved = chains.resolveToken(chainId, token);
        return { token, contract: resolved.kind === 'erc20' ? resolved.address : null };
      }),
    })),
    walletConnectProjectId: options.walletConnectProjectId,
    mockConnector: !options.production,
  };
}
