/**
 * Chain deposits and NFTs: /token/depositAddress, /token/deposits, /user/nft/depositAddress, /user/nft/history
 * (DOMAIN.md "Wallet and payments"; the chains and tokens are in chain-constants.ts).
 */
import { Type, type Static } from 'typebox';
import { TokenId } from './cards';
import { CHAIN_TOKENS, DEPOSIT_STATUSES, NFT_WITHDRAWAL_STATUSES } from './chain-constants';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
/** 56 (BNB Smart Chain) or 1 (Ethereum). */
const ChainIdSchema = Type.Union([Type.Literal(56), Type.Literal(1)]);
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' });
const TxHash = Type.String({ pattern: '^0x[0-9a-f]{64}$' });
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export const TokenDepositAddressRequest = Type.Object({ token: StringEnum(CHAIN_TOKENS), chainId: ChainIdSchema }, STRICT);
export type TokenDepositAddressRequest = Static<typeof TokenDepositAddressRequest>;
export const TokenDepositAddressResponse = Type.Object({
  token: StringEnum(CHAIN_TOKENS),
  chainId: ChainIdSchema,
  /** Checksummed (EIP-55). */
  address: Address,
  /** The token's contract on that chain; null for the chain's native coin. */
  contract: Type.Union([Address, Type.Null()]),
  /** Base units: the smallest amount worth sending (the token's minimum). */
  minimum: AmountSchema,
  /** Confirmations before the deposit is credited. */
  confirmations: Type.Integer(),
});
export type TokenDepositAddressResponse = Static<typeof TokenDepositAddressResponse>;

export const ChainDepositView = Type.Object({
  id: Type.String(),
  chainId: ChainIdSchema,
  token: Type.Union([StringEnum(CHAIN_TOKENS), Type.Null()]),
  amount: Type.Union([AmountSchema, Type.Null()]),
  /** A card deposit's tokenId. */
  tokenId: Type.Union([Type.String(), Type.Null()]),
  txHash: TxHash,
  from: Address,
  status: StringEnum(DEPOSIT_STATUSES),
  /** n of `required`. */
  confirmations: Type.Integer(),
  required: Type.Integer(),
  /** Why it failed: reorged, unknown_card. */
  failure: Type.Union([Type.String(), Type.Null()]),
  /** Unix seconds. */
  createdAt: Type.Integer(),
});
export type ChainDepositView = Static<typeof ChainDepositView>;

export const TokenDepositsRequest = Type.Object({ ...Paging }, STRICT);
export type TokenDepositsRequest = Static<typeof TokenDepositsRequest>;
export const TokenDepositsResponse = Type.Object({ list: Type.Array(ChainDepositView), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type TokenDepositsResponse = Static<typeof TokenDepositsResponse>;

export const NftDepositAddressRequest = Type.Object({ chainId: ChainIdSchema }, STRICT);
export type NftDepositAddressRequest = Static<typeof NftDepositAddressRequest>;
export const NftDepositAddressResponse = Type.Object({
  chainId: ChainIdSchema,
  address: Address,
  /** The card contract: only its tokens come back into the collection. */
  contract: Address,
  confirmations: Type.Integer(),
});
export type NftDepositAddressResponse = Static<typeof NftDepositAddressResponse>;

export const NftWithdrawalView = Type.Object({
  id: Type.String(),
  tokenId: TokenId,
  chainId: ChainIdSchema,
  address: Address,
  status: StringEnum(NFT_WITHDRAWAL_STATUSES),
  txHash: Type.Union([TxHash, Type.Null()]),
  /** Blocks since the mint's block (the block counts as 1), up to confirmationsNeeded. */
  confirmations: Type.Integer(),
  confirmationsNeeded: Type.Integer(),
  failure: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type NftWithdrawalView = Static<typeof NftWithdrawalView>;

export const NftHistoryRequest = Type.Object({ ...Paging }, STRICT);
export type NftHistoryRequest = Static<typeof NftHistoryRequest>;
export const NftHistoryResponse = Type.Object({
  deposits: Type.Array(ChainDepositView),
  depositsTotal: Type.Integer(),
  withdrawals: Type.Array(NftWithdrawalView),
  withdrawalsTotal: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type NftHistoryResponse = Static<typeof NftHistoryResponse>;

/** /user/nft/withdraw: a card out to the chain as an NFT, with an e-mail code (purpose `withdraw`) or a Google code. */
export const NftWithdrawRequest = Type.Object(
  {
    tokenId: TokenId,
    chainId: ChainIdSchema,
    /** Checked strictly: a mixed-case address must carry a valid EIP-55 checksum. */
    address: Type.String({ maxLength: 64 }),
    emailCode: Type.Optional(Type.String({ maxLength: 16 })),
    googleCode: Type.Optional(Type.String({ maxLength: 16 })),
  },
  STRICT,
);
export type NftWithdrawRequest = Static<typeof NftWithdrawRequest>;
export const NftWithdrawResponse = Type.Object({ withdrawal: NftWithdrawalView });
export type NftWithdrawResponse = Static<typeof NftWithdrawResponse>;
