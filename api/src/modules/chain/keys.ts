import { createHash, pbkdf2Sync } from 'node:crypto';
import { createNonceManager, english, HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { jsonRpc } from 'viem/nonce';
import type { Address } from 'viem';
import type { ChainId } from '@fc/shared/contracts';
import { depositAddressPath, HOT_WALLET_PATH, MAX_DERIVATION_INDEX } from './constants';

/**
 * The server's keys, all from one BIP-39 mnemonic (BIP-32 paths in constants.ts): the hot wallet and every deposit
 * address. The seed is computed once (PBKDF2, 2048 rounds) and each address derived from the root key.
 */
export interface ServerKeys {
  hotWallet: HDAccount;
  depositAddress(chainId: ChainId, userId: number): { address: Address; path: string };
}

/** BIP-39: 12–24 English words whose last bits are a checksum of the rest; a typo in WALLET_MNEMONIC fails the start. */
export function isValidMnemonic(mnemonic: string): boolean {
  const words = normalizeMnemonic(mnemonic).split(' ');
  if (![12, 15, 18, 21, 24].includes(words.length)) return false;
  const indexes = words.map((word) => english.indexOf(word));
  if (indexes.some((index) => index < 0)) return false;
  const bits = indexes.map((index) => index.toString(2).padStart(11, '0')).join('');
  const entropyBits = (words.length * 11 * 32) / 33;
  const entropy = Buffer.from(bits.slice(0, entropyBits).match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const checksum = createHash('sha256').update(entropy).digest()[0]!.toString(2).padStart(8, '0').slice(0, entropyBits / 32);
  return bits.slice(entropyBits) === checksum;
}

function normalizeMnemonic(mnemonic: string): string {
  return mnemonic.normalize('NFKD').trim().split(/\s+/).join(' ');
}

export function createServerKeys(mnemonic: string): ServerKeys {
  if (!isValidMnemonic(mnemonic)) throw new Error('WALLET_MNEMONIC is not a valid BIP-39 English mnemonic (12–24 words with their checksum)');
  // BIP-39's seed: PBKDF2-HMAC-SHA512 of the normalized words, salt "mnemonic" (no passphrase), 2048 rounds.
  const seed = pbkdf2Sync(normalizeMnemonic(mnemonic), 'mnemonic', 2048, 64, 'sha512');
  const root = HDKey.fromMasterSeed(seed);
  return {
    // Consecutive nonces for transactions sent before the previous one is mined; one manager per app (viem's shared
    // one would carry a node's nonces over to an app started later in the same process on a fresh node).
    hotWallet: hdKeyToAccount(root, { path: HOT_WALLET_PATH, nonceManager: createNonceManager({ source: jsonRpc() }) }),
    depositAddress(chainId, userId) {
      if (!Number.isSafeInteger(userId) || userId < 0 || userId > MAX_DERIVATION_INDEX) throw new RangeError(`no deposit address for user ${userId}`);
      const path = depositAddressPath(chainId, userId);
      return { address: hdKeyToAccount(root, { path }).address, path };
    },
  };
}
