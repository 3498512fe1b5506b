/**
 * Token withdrawals, the withdrawal address book and wallets bound by a signed SIWE message (our paths: SPEC.md shows
 * only the pages /token/withdraw/{tokenSymbol} and /token/deposit/{tokenSymbol?}).
 */
import { Type, type Static } from 'typebox';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { CODE_INPUT_MAX_LENGTH } from './security';
import { STRICT, StringEnum } from './schema';
import { CHAIN_TOKENS } from './chain-constants';
import { ADDRESS_LABEL_MAX_LENGTH, REQUEST_ID_PATTERN, WITHDRAWAL_STATUSES } from './withdrawals-constants';

/** An address as typed: the server checks it (EIP-55 checksum when mixed case) and answers ADDRESS_INVALID. */
const AddressInput = Type.String({ maxLength: 64 });
const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const Code = Type.String({ maxLength: CODE_INPUT_MAX_LENGTH });
/** A token symbol as asked; one the chain does not carry is answered TOKEN_NOT_SUPPORTED. */
const TokenInput = Type.String({ minLength: 1, maxLength: 16 });
/** A network as asked; one we do not run is answered TOKEN_NOT_SUPPORTED, none at all NETWORK_NOT_SELECTED. */
const ChainIdInput = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });

/** What a withdrawal of one token costs and needs on one network. */
export const WithdrawNetwork = Type.Object({
  chainId: Type.Integer(),
  /** Base units of the token. */
  minimum: AmountSchema,
  /** The network fee, held with the amount (base units of the token). */
  fee: AmountSchema,
  confirmations: Type.Integer(),
});
export type WithdrawNetwork = Static<typeof WithdrawNetwork>;

/** /token/withdrawInfo — what the withdraw page shows before the user confirms. */
export const WithdrawInfoRequest = Type.Object({ token: TokenInput }, STRICT);
export type WithdrawInfoRequest = Static<typeof WithdrawInfoRequest>;
export const WithdrawInfoResponse = Type.Object({
  token: StringEnum(CHAIN_TOKENS),
  balance: AmountSchema,
  networks: Type.Array(WithdrawNetwork),
  /** Google Authenticator is bound (withdrawals need it). */
  google2fa: Type.Boolean(),
  /** Unix seconds until which withdrawals are suspended after a credentials change, or null. */
  suspendedUntil: Type.Union([Type.Integer(), Type.Null()]),
});
export type WithdrawInfoResponse = Static<typeof WithdrawInfoResponse>;

/** A code that authorizes the action: an e-mail code (purpose `withdraw`) or a Google code, exactly one. */
const CodeFields = { emailCode: Type.Optional(Code), googleCode: Type.Optional(Code) };

/** /token/withdraw — holds amount + fee and queues the send. */
export const WithdrawRequest = Type.Object(
  {
    token: TokenInput,
    chainId: Type.Optional(ChainIdInput),
    amount: AmountSchema,
    address: AddressInput,
    ...CodeFields,
    requestId: Type.String({ pattern: REQUEST_ID_PATTERN }),
  },
  STRICT,
);
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const WithdrawalView = Type.Object({
  id: Type.String(),
  token: StringEnum(CHAIN_TOKENS),
  chainId: Type.Integer(),
  amount: AmountSchema,
  fee: AmountSchema,
  address: Type.String(),
  status: StringEnum(WITHDRAWAL_STATUSES),
  txHash: Type.Union([Type.String(), Type.Null()]),
  confirmations: Type.Integer(),
  confirmationsNeeded: Type.Integer(),
  /** Unix seconds. */
  createdAt: Type.Integer(),
});
export type WithdrawalView = Static<typeof WithdrawalView>;
export const WithdrawResponse = WithdrawalView;
export type WithdrawResponse = Static<typeof WithdrawResponse>;

/** /token/withdrawals — the user's withdrawals, newest first. */
export const WithdrawalsRequest = Type.Object(
  {
    token: Type.Optional(StringEnum(CHAIN_TOKENS)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type WithdrawalsRequest = Static<typeof WithdrawalsRequest>;
export const WithdrawalsResponse = Type.Object({
  list: Type.Array(WithdrawalView),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type WithdrawalsResponse = Static<typeof WithdrawalsResponse>;

export const AddressBookEntry = Type.Object({
  id: Type.String(),
  chainId: Type.Integer(),
  address: Type.String(),
  label: Type.String(),
  createdAt: Type.Integer(),
});
export type AddressBookEntry = Static<typeof AddressBookEntry>;

/** /token/addressBook — the user's saved withdrawal addresses, per network. */
export const AddressBookRequest = Type.Object({ chainId: Type.Optional(ChainIdInput) }, STRICT);
export type AddressBookRequest = Static<typeof AddressBookRequest>;
export const AddressBookResponse = Type.Object({ list: Type.Array(AddressBookEntry) });
export type AddressBookResponse = Static<typeof AddressBookResponse>;

/** /token/addressBook/add — needs a code like a withdrawal. */
export const AddressBookAddRequest = Type.Object(
  {
    chainId: ChainIdInput,
    address: AddressInput,
    label: Type.String({ minLength: 1, maxLength: ADDRESS_LABEL_MAX_LENGTH }),
    ...CodeFields,
  },
  STRICT,
);
export type AddressBookAddRequest = Static<typeof AddressBookAddRequest>;
export const AddressBookAddResponse = AddressBookEntry;
export type AddressBookAddResponse = Static<typeof AddressBookAddResponse>;

/** /token/addressBook/remove */
export const AddressBookRemoveRequest = Type.Object({ id: Type.String({ maxLength: 64 }) }, STRICT);
export type AddressBookRemoveRequest = Static<typeof AddressBookRemoveRequest>;
export const AddressBookRemoveResponse = AddressBookResponse;
export type AddressBookRemoveResponse = Static<typeof AddressBookRemoveResponse>;

/** /wallet/nonce — a single-use SIWE nonce for this user, short-lived. */
export const WalletNonceRequest = Type.Object({}, STRICT);
export type WalletNonceRequest = Static<typeof WalletNonceRequest>;
export const WalletNonceResponse = Type.Object({
  nonce: Type.String(),
  /** The SIWE message's `domain` the server expects (the site's host). */
  domain: Type.String(),
  /** The SIWE message's `uri` the server expects. */
  uri: Type.String(),
  /** Unix seconds. */
  expiresAt: Type.Integer(),
});
export type WalletNonceResponse = Static<typeof WalletNonceResponse>;

export const BoundWallet = Type.Object({ address: Type.String(), chainId: Type.Integer(), boundAt: Type.Integer() });
export type BoundWallet = Static<typeof BoundWallet>;

/** /wallet/bind — the SIWE message as signed and its signature. */
export const WalletBindRequest = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 4096 }), signature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$' }) },
  STRICT,
);
export type WalletBindRequest = Static<typeof WalletBindRequest>;
export const WalletBindResponse = BoundWallet;
export type WalletBindResponse = Static<typeof WalletBindResponse>;

/** /wallet/bound */
export const WalletBoundRequest = Type.Object({}, STRICT);
export type WalletBoundRequest = Static<typeof WalletBoundRequest>;
export const WalletBoundResponse = Type.Object({ list: Type.Array(BoundWallet) });
export type WalletBoundResponse = Static<typeof WalletBoundResponse>;

/** /wallet/unbind */
export const WalletUnbindRequest = Type.Object({ address: AddressInput }, STRICT);
export type WalletUnbindRequest = Static<typeof WalletUnbindRequest>;
export const WalletUnbindResponse = WalletBoundResponse;
export type WalletUnbindResponse = Static<typeof WalletUnbindResponse>;

/** /wallet/connectorConfig — what the browser's wallet connector needs: RPC URLs outside production, WalletConnect, the test connector. */
export const ConnectorConfigRequest = Type.Object({}, STRICT);
export type ConnectorConfigRequest = Static<typeof ConnectorConfigRequest>;
export const ConnectorConfigResponse = Type.Object({
  /** Per network, the JSON-RPC URL the browser reads through (the local nodes in development); null: the chain's public one. */
  chains: Type.Array(
    Type.Object({
      chainId: Type.Integer(),
      rpcUrl: Type.Union([Type.String(), Type.Null()]),
      /** The ERC-20 contract of each token on this chain (a deposit from the connected wallet transfers to it); the native coin has none. */
      tokens: Type.Array(Type.Object({ token: StringEnum(CHAIN_TOKENS), contract: Type.Union([Type.String(), Type.Null()]) })),
    }),
  ),
  /** WalletConnect is offered only when a project id is configured. */
  walletConnectProjectId: Type.Union([Type.String(), Type.Null()]),
  /** Outside production only: the page may use wagmi's mock connector (browser tests on the local nodes). */
  mockConnector: Type.Boolean(),
});
export type ConnectorConfigResponse = Static<typeof ConnectorConfigResponse>;
