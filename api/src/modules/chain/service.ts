import type {
  ChainDepositView,
  NftDepositAddressResponse,
  NftHistoryResponse,
  NftWithdrawalView,
  TokenDepositAddressRequest,
  TokenDepositAddressResponse,
  TokenDepositsRequest,
  TokenDepositsResponse,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { DEFAULT_PAGE_SIZE } from '../messages';
import { CHAIN_TOKEN_MINIMUMS, DEPOSIT_CONFIRMATIONS, NFT_WITHDRAW_CONFIRMATIONS } from './constants';
import type { Chains } from './registry';
import * as repo from './repository';

function depositView(row: repo.DepositRow): ChainDepositView {
  return {
    id: String(row.id),
    chainId: row.chainId,
    token: row.currency,
    amount: row.amount === null ? null : row.amount.toString(),
    tokenId: row.tokenId,
    txHash: row.txHash,
    from: row.fromAddress,
    status: row.status,
    confirmations: Math.min(row.confirmations, DEPOSIT_CONFIRMATIONS),
    required: DEPOSIT_CONFIRMATIONS,
    failure: row.failure,
    createdAt: unixSeconds(row.createdAt),
  };
}

export function nftWithdrawalView(row: repo.NftWithdrawalRow): NftWithdrawalView {
  return {
    id: String(row.id),
    tokenId: row.tokenId,
    chainId: row.chainId,
    address: row.address,
    status: row.status,
    txHash: row.txHash,
    confirmations: Math.min(row.confirmations, NFT_WITHDRAW_CONFIRMATIONS),
    confirmationsNeeded: NFT_WITHDRAW_CONFIRMATIONS,
    failure: row.failure,
    createdAt: unixSeconds(row.createdAt),
  };
}

export function createChainService(deps: { db: Database; chains: Chains }) {
  const { db, chains } = deps;
  return {
    /** The user's address for `token` on `chainId`; TOKEN_NOT_SUPPORTED when the chain is off or has no such token. */
    async depositAddress(userId: number, request: TokenDepositAddressRequest): Promise<TokenDepositAddressResponse> {
      const resolved = chains.resolveToken(request.chainId, request.token);
      return {
        token: request.token,
        chainId: request.chainId,
        address: await chains.depositAddress(userId, request.chainId),
        contract: resolved.kind === 'erc20' ? resolved.address : null,
        minimum: CHAIN_TOKEN_MINIMUMS[request.token].toString(),
        confirmations: DEPOSIT_CONFIRMATIONS,
      };
    },

    async deposits(userId: number, { page = 1, pageSize = DEFAULT_PAGE_SIZE }: TokenDepositsRequest): Promise<TokenDepositsResponse> {
      const [rows, total] = await Promise.all([repo.listDeposits(db, userId, 'token', (page - 1) * pageSize, pageSize), repo.countDeposits(db, userId, 'token')]);
      return { list: rows.map(depositView), total, page, pageSize };
    },

    async nftDepositAddress(userId: number, chainId: 56 | 1): Promise<NftDepositAddressResponse> {
      const handle = chains.require(chainId);
      return { chainId, address: await chains.depositAddress(userId, chainId), contract: handle.contracts.CARD, confirmations: DEPOSIT_CONFIRMATIONS };
    },

    async nftHistory(userId: number, { page = 1, pageSize = DEFAULT_PAGE_SIZE }: { page?: number; pageSize?: number }): Promise<NftHistoryResponse> {
      const offset = (page - 1) * pageSize;
      const [deposits, depositsTotal, withdrawals, withdrawalsTotal] = await Promise.all([
        repo.listDeposits(db, userId, 'nft', offset, pageSize),
        repo.countDeposits(db, userId, 'nft'),
        repo.listNftWithdrawals(db, userId, offset, pageSize),
        repo.countNftWithdrawals(db, userId),
      ]);
      return { deposits: deposits.map(depositView), depositsTotal, withdrawals: withdrawals.map(nftWithdrawalView), withdrawalsTotal, page, pageSize };
    },
  };
}
