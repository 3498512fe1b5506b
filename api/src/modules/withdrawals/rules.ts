import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { CHAIN_TOKENS, type ChainToken } from '@fc/shared/contracts';
import { AppError } from '../../lib/app-error';
import { WITHDRAW_MINIMUM, WITHDRAW_NETWORKS } from './constants';

export function isChainToken(token: string): token is ChainToken {
  return (CHAIN_TOKENS as readonly string[]).includes(token);
}

/** The token and network asked for, when the network carries the token; TOKEN_NOT_SUPPORTED otherwise. */
export function checkedTokenNetwork(token: string, chainId: number | undefined): { token: ChainToken; chainId: number } {
  if (!isChainToken(token)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'token' });
  if (chainId === undefined) throw new AppError('NETWORK_NOT_SELECTED', { field: 'chainId' });
  if (!(WITHDRAW_NETWORKS[token] as readonly number[]).includes(chainId)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
  return { token, chainId };
}

/** A network we run, for the address book (any token). */
export function checkedNetwork(chainId: number): number {
  const carried = Object.values(WITHDRAW_NETWORKS).some((networks) => (networks as readonly number[]).includes(chainId));
  if (!carried) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
  return chainId;
}

/** The amount in base units, at least the token's minimum; WITHDRAW_AMOUNT_INVALID otherwise. */
export function checkedAmount(token: ChainToken, amount: string): bigint {
  const value = BigInt(amount);
  if (value < WITHDRAW_MINIMUM[token]) throw new AppError('WITHDRAW_AMOUNT_INVALID', { field: 'amount' });
  return value;
}

/**
 * The address in its checksummed form. `isAddress` with `strict` refuses a mixed-case address whose EIP-55 checksum
 * is wrong (a typo), which `getAddress` alone would silently re-checksum; an all-lower-case address carries no
 * checksum and passes. The zero address would burn the tokens.
 */
export function checkedAddress(address: string, field = 'address'): Address {
  if (!isAddress(address, { strict: true })) throw new AppError('ADDRESS_INVALID', { field });
  const checksummed = getAddress(address);
  if (checksummed === zeroAddress) throw new AppError('ADDRESS_INVALID', { field });
  return checksummed;
}
