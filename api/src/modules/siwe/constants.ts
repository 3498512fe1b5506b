import { CHAIN_IDS } from '@fc/shared/contracts';

/** A SIWE nonce is good for one signature within this time. [ours] */
export const SIWE_NONCE_TTL_MS = 5 * 60_000;

/** Random bytes of a nonce (hex: EIP-4361 asks for at least 8 letters or digits). */
export const SIWE_NONCE_BYTES = 16;

/** The chains a signed message may name: BNB Smart Chain and Ethereum. */
export const SIWE_CHAIN_IDS: readonly number[] = CHAIN_IDS;

/** Most wallets bound to one account. [ours] */
export const BOUND_WALLETS_LIMIT = 10;
