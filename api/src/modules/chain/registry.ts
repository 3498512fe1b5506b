import { getAddress, isAddress, type Address, type Chain } from 'viem';
import { CHAIN_IDS, type ChainId, type ChainToken } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CHAIN_TOKENS_BY_CHAIN, type ContractName, type TokenOnChain } from './constants';
import type { ChainPublicClient, HotWalletClient } from './clients';
import type { ServerKeys } from './keys';
import { findDepositAddress, saveDepositAddress } from './repository';

/** One chain that is on: its clients, the hot wallet and our contracts there. */
export interface ChainHandle {
  chainId: ChainId;
  chain: Chain;
  publicClient: ChainPublicClient;
  /** Signs with the hot wallet (the contracts' owner): withdrawals, NFT mints. */
  hotWalletClient: HotWalletClient;
  hotAddress: Address;
  contracts: Record<ContractName, Address>;
  /** Whether it is a local anvil (development and tests): its test methods may be used. */
  local: boolean;
}

/** A token on a chain, with its contract's address for an ERC-20. */
export type ResolvedToken = { token: ChainToken; kind: 'native' } | { token: ChainToken; kind: 'erc20'; address: Address };

/**
 * What other modules use of the chains (`app.chains`): the chains that are on, the token table, and each user's
 * deposit address. A chain without an RPC URL is off: `get` answers null, `require` refuses with TOKEN_NOT_SUPPORTED.
 */
export class Chains {
  private readonly handles = new Map<ChainId, ChainHandle>();

  constructor(
    private readonly deps: { db: Database; keys: ServerKeys | null; now: () => Date },
    handles: ChainHandle[] = [],
  ) {
    for (const handle of handles) this.handles.set(handle.chainId, handle);
  }

  /** The chains that are on, in CHAIN_IDS order. */
  get ids(): ChainId[] {
    return CHAIN_IDS.filter((chainId) => this.handles.has(chainId));
  }

  get enabled(): boolean {
    return this.handles.size > 0;
  }

  get(chainId: number): ChainHandle | null {
    return this.handles.get(chainId as ChainId) ?? null;
  }

  /** The chain, or the refusal a caller answers when it is off or unknown. */
  require(chainId: number): ChainHandle {
    const handle = this.get(chainId);
    if (!handle) throw new AppError('TOKEN_NOT_SUPPORTED');
    return handle;
  }

  /** How `token` exists on `chainId` (the token table), or null when it does not. */
  static tokenOn(chainId: ChainId, token: ChainToken): TokenOnChain | null {
    return CHAIN_TOKENS_BY_CHAIN[chainId][token] ?? null;
  }

  /** The tokens that exist on `chainId`. */
  static tokensOf(chainId: ChainId): ChainToken[] {
    return Object.keys(CHAIN_TOKENS_BY_CHAIN[chainId]) as ChainToken[];
  }

  /** `token` on a chain that is on, with its contract address; refuses TOKEN_NOT_SUPPORTED otherwise. */
  resolveToken(chainId: number, token: ChainToken): ResolvedToken {
    const handle = this.require(chainId);
    const on = Chains.tokenOn(handle.chainId, token);
    if (!on) throw new AppError('TOKEN_NOT_SUPPORTED');
    return on.kind === 'native' ? { token, kind: 'native' } : { token, kind: 'erc20', address: handle.contracts[on.contract] };
  }

  /** The user's deposit address on a chain that is on (derived from the mnemonic on first use, then read). */
  async depositAddress(userId: number, chainId: number): Promise<Address> {
    const handle = this.require(chainId);
    const keys = this.deps.keys;
    if (!keys) throw new AppError('TOKEN_NOT_SUPPORTED');
    const recorded = await findDepositAddress(this.deps.db, userId, handle.chainId);
    if (recorded) return getAddress(recorded);
    const { address, path } = keys.depositAddress(handle.chainId, userId);
    return getAddress(await saveDepositAddress(this.deps.db, { userId, chainId: handle.chainId, address, derivationPath: path }, this.deps.now()));
  }
}

/**
 * A user-given address, strictly: 0x and 40 hex digits whose mixed case (if any) is a valid EIP-55 checksum. viem's
 * getAddress alone would silently re-checksum a mistyped one. Null when it is not.
 */
export function parseAddress(value: string): Address | null {
  return isAddress(value, { strict: true }) ? getAddress(value) : null;
}
