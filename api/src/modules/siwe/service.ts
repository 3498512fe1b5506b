import { randomBytes } from 'node:crypto';
import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { BoundWallet, WalletBoundResponse, WalletNonceResponse } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addMs, unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { checkedAddress } from '../withdrawals';
import { BOUND_WALLETS_LIMIT, SIWE_CHAIN_IDS, SIWE_NONCE_BYTES, SIWE_NONCE_TTL_MS } from './constants';
import * as repo from './repository';

function boundView(row: repo.BoundWalletRow): BoundWallet {
  return { address: row.address, chainId: row.chainId, boundAt: unixSeconds(row.boundAt) };
}

function signatureInvalid(message: string): AppError {
  return new AppError('WALLET_SIGNATURE_INVALID', { field: 'signature', message });
}

/**
 * Binding a wallet by Sign-In with Ethereum (EIP-4361): the server issues a nonce for the user, the wallet signs a
 * message naming our domain, the nonce, a chain we run and an expiry, and the server checks all of them and the
 * signature before it records the address.
 */
export function createSiweService(deps: { db: Database; now: () => Date; publicUrl: string }) {
  const { db, now } = deps;
  const site = new URL(deps.publicUrl);

  return {
    async nonce(userId: number): Promise<WalletNonceResponse> {
      const at = now();
      const nonce = randomBytes(SIWE_NONCE_BYTES).toString('hex');
      const expiresAt = addMs(at, SIWE_NONCE_TTL_MS);
      await repo.insertNonce(db, { nonce, userId, expiresAt });
      return { nonce, domain: site.host, uri: site.origin, expiresAt: unixSeconds(expiresAt) };
    },

    async bind(userId: number, request: { message: string; signature: string }): Promise<BoundWallet> {
      const at = now();
      const fields = parseSiweMessage(request.message);
      if (!fields.address || !fields.nonce || fields.chainId === undefined) throw signatureInvalid('not a SIWE message');
      if (!validateSiweMessage({ message: fields, domain: site.host, time: at })) throw signatureInvalid('wrong domain, version or time');
      if (!fields.expirationTime) throw signatureInvalid('the message has no expiration time');
      if (!SIWE_CHAIN_IDS.includes(fields.chainId)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
      const address = checkedAddress(fields.address);
      const signed = await verifyMessage({ address, message: request.message, signature: request.signature as Hex }).catch(() => false);
      if (!signed) throw signatureInvalid('the signature is not the address owner’s');
      const nonce = fields.nonce;
      const chainId = fields.chainId;
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (!(await repo.consumeNonce(tx, userId, nonce, at))) throw signatureInvalid('unknown, used or expired nonce');
        const existing = await repo.findBoundWallet(tx, address);
        if (existing && existing.userId !== userId) throw new AppError('WALLET_BOUND_ELSEWHERE', { field: 'address' });
        if (!existing && (await repo.countBoundWallets(tx, userId)) >= BOUND_WALLETS_LIMIT) throw new AppError('QUOTA_EXCEEDED', { field: 'address' });
        if (!(await repo.bindWallet(tx, { address, userId, chainId, boundAt: at }))) throw new AppError('WALLET_BOUND_ELSEWHERE', { field: 'address' });
        return repo.findBoundWallet(tx, address);
      });
      if (!row) throw new Error('the wallet just bound is missing');
      return boundView(row);
    },

    async bound(userId: number): Promise<WalletBoundResponse> {
      return { list: (await repo.boundWalletsOf(db, userId)).map(boundView) };
    },

    async unbind(userId: number, address: string): Promise<WalletBoundResponse> {
      if (!(await repo.unbindWallet(db, userId, checkedAddress(address)))) throw new AppError('NOT_FOUND', { field: 'address' });
      return { list: (await repo.boundWalletsOf(db, userId)).map(boundView) };
    },
  };
}
