import {
  type AddressBookAddRequest,
  type AddressBookEntry,
  type AddressBookResponse,
  type WithdrawalView,
  type WithdrawalsRequest,
  type WithdrawalsResponse,
  type WithdrawInfoResponse,
  type WithdrawRequest,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { publicId, type SecretBox } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { publishLiveEvent } from '../events';
import { checkActionCode, hasGoogleAuthenticator, withdrawalsSuspendedUntil } from '../security';
import { LedgerReason, applyLedgerEntry, findBalances } from '../wallet';
import {
  ADDRESS_BOOK_LIMIT,
  WITHDRAW_CONFIRMATIONS,
  WITHDRAW_FEE,
  WITHDRAWAL_LEDGER_REF_PREFIX,
  WITHDRAWALS_PAGE_SIZE,
} from './constants';
import * as repo from './repository';
import { CHAIN_TOKEN_MINIMUMS, type Chains } from '../chain';
import { checkedAddress, checkedAmount, checkedNetwork, checkedTokenNetwork, isChainToken, networksOf } from './rules';

export function withdrawalView(row: repo.WithdrawalRow): WithdrawalView {
  return {
    id: row.publicId,
    token: row.token,
    chainId: row.chainId,
    amount: row.amount.toString(),
    fee: row.fee.toString(),
    address: row.toAddress,
    status: row.status,
    txHash: row.txHash,
    confirmations: row.confirmations,
    confirmationsNeeded: WITHDRAW_CONFIRMATIONS,
    createdAt: unixSeconds(row.createdAt),
  };
}

/** Tells the owner's open streams where a withdrawal stands, when the caller's transaction commits. */
export function publishWithdrawal(tx: Executor, row: repo.WithdrawalRow, now: Date): Promise<void> {
  const view = withdrawalView(row);
  return publishLiveEvent(
    tx,
    row.userId,
    {
      type: 'withdrawal',
      id: view.id,
      token: view.token,
      chainId: view.chainId,
      status: view.status,
      txHash: view.txHash,
      confirmations: view.confirmations,
      confirmationsNeeded: view.confirmationsNeeded,
    },
    now,
  );
}

function addressEntry(row: repo.AddressRow): AddressBookEntry {
  return { id: row.publicId, chainId: row.chainId, address: row.address, label: row.label, createdAt: unixSeconds(row.createdAt) };
}

/** What a transaction that may refuse after counting a code's try answers: the refusal is thrown after its commit. */
type Outcome<T> = { row: T } | { refusal: AppError };

function sameRequest(row: repo.WithdrawalRow, request: { token: string; chainId: number; amount: bigint; address: string }): boolean {
  return row.token === request.token && row.chainId === request.chainId && row.amount === request.amount && row.toAddress === request.address;
}

export function createWithdrawalsService(deps: { db: Database; now: () => Date; codeSecret: string; secretBox: SecretBox; chains: Chains }) {
  const { db, now, chains } = deps;
  const codeDeps = { codeSecret: deps.codeSecret, secretBox: deps.secretBox };

  return {
    async info(userId: number, token: string): Promise<WithdrawInfoResponse> {
      if (!isChainToken(token)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'token' });
      const at = now();
      const [balances, google2fa, until] = await Promise.all([findBalances(db, userId), hasGoogleAuthenticator(db, userId), withdrawalsSuspendedUntil(db, userId, at)]);
      return {
        token,
        balance: (balances.find((row) => row.currency === token)?.amount ?? 0n).toString(),
        networks: networksOf(token)
          .filter((chainId) => chains.get(chainId) !== null)
          .map((chainId) => ({
          chainId,
          minimum: CHAIN_TOKEN_MINIMUMS[token].toString(),
          fee: WITHDRAW_FEE[token].toString(),
          confirmations: WITHDRAW_CONFIRMATIONS,
        })),
        google2fa,
        suspendedUntil: until ? unixSeconds(until) : null,
      };
    },

    /**
     * Holds amount + fee from the balance and records the withdrawal for the sender job, in one transaction under the
     * account's row lock: a retry with the same requestId (even at the same moment) finds the first withdrawal and
     * holds nothing more. Every refusal writes nothing, except that a wrong e-mail code uses up one of its tries.
     */
    async request(userId: number, request: WithdrawRequest): Promise<WithdrawalView> {
      const { token, chainId } = checkedTokenNetwork(request.token, request.chainId);
      // A network that is off (no RPC URL configured) takes no withdrawal: nothing could send it.
      if (!chains.get(chainId)) throw new AppError('TOKEN_NOT_SUPPORTED', { field: 'chainId' });
      const amount = checkedAmount(token, request.amount);
      const address = checkedAddress(request.address);
      const fee = WITHDRAW_FEE[token];
      const outcome = await db.transaction(async (tx): Promise<Outcome<repo.WithdrawalRow>> => {
        await lockUser(tx, userId);
        const existing = await repo.findByRequestId(tx, userId, request.requestId);
        if (existing) {
          if (!sameRequest(existing, { token, chainId, amount, address })) throw invalidParams('requestId', 'already used for another withdrawal');
          return { row: existing };
        }
        const at = now();
        if (!(await hasGoogleAuthenticator(tx, userId))) throw new AppError('GOOGLE_2FA_REQUIRED');
        if (await withdrawalsSuspendedUntil(tx, userId, at)) throw new AppError('WITHDRAW_SUSPENDED');
        const refusal = await checkActionCode(tx, codeDeps, { userId, purpose: 'withdraw', code: request, now: at });
        if (refusal) return { refusal };
        const created = await repo.insertWithdrawal(tx, {
          publicId: publicId(),
          userId,
          requestId: request.requestId,
          token,
          chainId,
          amount,
          fee,
          toAddress: address,
          status: 'requested',
          createdAt: at,
          updatedAt: at,
        });
        await applyLedgerEntry(
          tx,
          { userId, currency: token, delta: -(amount + fee), reason: LedgerReason.withdrawal, ref: `${WITHDRAWAL_LEDGER_REF_PREFIX}${created.publicId}` },
          at,
        );
        await publishWithdrawal(tx, created, at);
        return { row: created };
      });
      // Answered after the commit, so the try a wrong e-mail code used up stays counted.
      if ('refusal' in outcome) throw outcome.refusal;
      return withdrawalView(outcome.row);
    },

    async list(userId: number, request: WithdrawalsRequest): Promise<WithdrawalsResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? WITHDRAWALS_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.withdrawalsOf(db, userId, request.token, (page - 1) * pageSize, pageSize),
        repo.countWithdrawalsOf(db, userId, request.token),
      ]);
      return { list: rows.map(withdrawalView), total, page, pageSize };
    },

    async addressBook(userId: number, chainId: number | undefined): Promise<AddressBookResponse> {
      return { list: (await repo.addressesOf(db, userId, chainId)).map(addressEntry) };
    },

    /** Saves an address for one network, with a code like a withdrawal (a saved address is one a thief would add). */
    async addAddress(userId: number, request: AddressBookAddRequest): Promise<AddressBookEntry> {
      const chainId = checkedNetwork(request.chainId);
      const address = checkedAddress(request.address);
      const label = request.label.trim();
      if (!label) throw invalidParams('label', 'a label is required');
      const outcome = await db.transaction(async (tx): Promise<Outcome<repo.AddressRow | null>> => {
        await lockUser(tx, userId);
        if ((await repo.countAddresses(tx, userId, chainId)) >= ADDRESS_BOOK_LIMIT) throw new AppError('QUOTA_EXCEEDED', { field: 'address' });
        const at = now();
        const alreadySaved = (await repo.addressesOf(tx, userId, chainId)).some((entry) => entry.address === address);
        if (alreadySaved) throw invalidParams('address', 'already in the address book');
        const refusal = await checkActionCode(tx, codeDeps, { userId, purpose: 'withdraw', code: request, now: at });
        if (refusal) return { refusal };
        return { row: await repo.insertAddress(tx, { publicId: publicId(), userId, chainId, address, label, createdAt: at }) };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      if (!outcome.row) throw invalidParams('address', 'already in the address book');
      return addressEntry(outcome.row);
    },

    async removeAddress(userId: number, id: string): Promise<AddressBookResponse> {
      if (!(await repo.deleteAddress(db, userId, id))) throw new AppError('NOT_FOUND', { field: 'id' });
      return { list: (await repo.addressesOf(db, userId, undefined)).map(addressEntry) };
    },
  };
}
