import type { ChainToken } from '@fc/shared/contracts';
import type { ChainHandle, Chains } from '../chain';
import type { WithdrawalChain } from './sender';

/** The sender's view of a chain that is on: its clients, the hot wallet, and each token's contract (none for BNB). */
export function withdrawalChainOf(handle: ChainHandle, chains: Chains): WithdrawalChain {
  return {
    chainId: handle.chainId,
    publicClient: handle.publicClient,
    hotWallet: handle.hotWalletClient,
    tokenContract: (token: ChainToken) => {
      const resolved = chains.resolveToken(handle.chainId, token);
      return resolved.kind === 'erc20' ? resolved.address : null;
    },
  };
}
