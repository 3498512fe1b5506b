import type { TFunction } from 'i18next';
import { type ChainToken } from '@fc/shared';
import { CHAIN_TOKENS } from '@fc/shared/contracts/wallet';

/** The name of a network we run (BNB Smart Chain, Ethereum), or its id when it is not one of ours. */
export function networkName(t: TFunction, chainId: number): string {
  return t(`connector.networks.${chainId}`, { defaultValue: `#${chainId}` });
}

/** The token of a page's `:tokenSymbol`, case-insensitive, or null. */
export function chainTokenOf(symbol: string | undefined): ChainToken | null {
  const upper = symbol?.toUpperCase();
  return CHAIN_TOKENS.find((token) => token === upper) ?? null;
}
