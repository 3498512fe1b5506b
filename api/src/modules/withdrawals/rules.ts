import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { CHAIN_IDS, CHAIN_TOKENS, isChainId, type ChainId, type ChainToken } from '@fc/shared/contracts';
import { AppError } from '../../lib/app-error';
import { CHAIN_TOKEN_MINIMUMS, Chains } from '../chain';

export function isChainToken(token: string): token is ChainToken {
  return (CHAIN_TOKENS as readonly string[]).includes(token);
}

/** The networks that carry `token` (the chain module's token table), whether or not they are on. */
export function networksOf(token: ChainToken): ChainId[] {
  return CHAIN_IDS.filter((chainId) => Chains.tokenOn(chainId, token) !== null);
}

/** The token and network asked for, when the network carries the token; TOKEN_NOT_SUPPORTED otherwise. */
export function checkedTokenNetwork(token: string, chainId: number | undefined): { token: ChainToken; chainId: ChainId } {
  if (!isChainToken(token)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'token' });
  if (chainId === undefined) throw new AppError('NETWORK_NOT_SELECTED', { field: 'chainId' });
  if (!isChainId(chainId) || !Chains.tokenOn(chainId, token)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
  return { token, chainId };
}

/** A network we run, for the address book (any token). */
export function checkedNetwork(chainId: number): ChainId {
  if (!isChainId(chainId)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
  return chainId;
}

/** The amount in base units, at least the token's minimum; WITHDRAW_AMOUNT_INVALID otherwise. */
export function checkedAmount(token: ChainToken, amount: string): bigint {
  const value = BigInt(amount);
  if (value < CHAIN_TOKEN_MINIMUMS[token]) throw new AppError('WITHDRAW_AMOUNT_INVALID', { field: 'amount' });
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
