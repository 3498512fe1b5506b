import { toBaseUnits, type ChainId, type ChainToken } from '@fc/shared/contracts';

/** DOMAIN.md "Wallet and payments": a deposit is credited after this many confirmations (the block it is in counts as 1). */
export const DEPOSIT_CONFIRMATIONS = 15;

/** The contracts the API deploys on every chain: two ERC-20 currencies and the card (ERC-721). */
export const CONTRACT_NAMES = ['TMT', 'GOAL', 'CARD'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

/** How a token exists on a chain: the chain's native coin, or one of our ERC-20 contracts. */
export type TokenOnChain = { kind: 'native' } | { kind: 'erc20'; contract: Extract<ContractName, 'TMT' | 'GOAL'> };

/**
 * Which tokens exist on which chain. BNB is chain 56's native coin; TMT and GOAL are ERC-20 on both; chain 1's native
 * ETH is not a currency here (a transfer of it to a deposit address is not read).
 */
export const CHAIN_TOKENS_BY_CHAIN: Record<ChainId, Partial<Record<ChainToken, TokenOnChain>>> = {
  56: { BNB: { kind: 'native' }, TMT: { kind: 'erc20', contract: 'TMT' }, GOAL: { kind: 'erc20', contract: 'GOAL' } },
  1: { TMT: { kind: 'erc20', contract: 'TMT' }, GOAL: { kind: 'erc20', contract: 'GOAL' } },
};

/** DOMAIN.md "Chains, payments and resources": the smallest withdrawal (and deposit shown), in base units. */
export const CHAIN_TOKEN_MINIMUMS: Record<ChainToken, bigint> = {
  BNB: toBaseUnits('BNB', '0.01'),
  TMT: toBaseUnits('TMT', '10'),
  GOAL: toBaseUnits('GOAL', '10'),
};

/** The ERC-20 contracts' names and symbols on chain. [ours] */
export const TOKEN_CONTRACT_NAMES: Record<'TMT' | 'GOAL', string> = { TMT: 'FC TMT', GOAL: 'FC GOAL' };

/**
 * BIP-32 paths of the server's keys [ours]: the hot wallet (withdrawals, deployments) is the mnemonic's first
 * Ethereum account; deposit addresses live under account 1', one branch per chain id, one index per user id.
 */
export const HOT_WALLET_PATH = "m/44'/60'/0'/0/0";
export function depositAddressPath(chainId: ChainId, userId: number): `m/44'/60'/${string}` {
  return `m/44'/60'/1'/${chainId}/${userId}`;
}
/** BIP-32 child indexes below 2^31 are the non-hardened ones a path segment without ' may use. */
export const MAX_DERIVATION_INDEX = 2 ** 31 - 1;

/** app_secrets name of the development mnemonic (drawn once when WALLET_MNEMONIC is not set, outside production). */
export const WALLET_MNEMONIC_SECRET = 'wallet_mnemonic';

/** Development only (a local anvil): what the hot wallet starts with, to pay gas and withdrawals. [ours] */
export const DEV_HOT_WALLET_NATIVE = toBaseUnits('BNB', '10000');
export const DEV_HOT_WALLET_TOKENS = toBaseUnits('TMT', '10000000');

/** How often viem polls a node while waiting for a receipt (ms): about a quarter of anvil's 1-second block. */
export const RPC_POLLING_INTERVAL_MS = 250;

/** Why a deposit failed (chain_deposits.failure). */
export const DEPOSIT_FAILURE = {
  /** Its block left the canonical chain before it was confirmed (a reorg); seen again in a new block, it is revived. */
  reorged: 'reorged',
  /** A card tokenId this platform never minted (or one not withdrawn from it). */
  unknownCard: 'unknown_card',
} as const;

/** The `log_index` of a native coin transfer: a transaction carries one value, so it needs no log to be unique. */
export const NATIVE_TRANSFER_LOG_INDEX = -1;

/**
 * The deposit watcher [ours]. One scan step per chain reads the blocks after its cursor (at most SCAN_MAX_BLOCKS, so a
 * long catch-up stays a series of short steps), then moves every open deposit's confirmations; the loop runs a step
 * every WATCH_INTERVAL_MS, a quarter of anvil's 1-second block, so n/15 moves within a second or so of each block.
 */
export const SCAN_MAX_BLOCKS = 200n;
export const WATCH_INTERVAL_MS = 250;
/** How far the watcher reads back when the block before its cursor changed (a reorg): past any unconfirmed deposit. */
export const REORG_REWIND_BLOCKS = BigInt(DEPOSIT_CONFIRMATIONS * 2);

/** The first key of the hot wallet's advisory lock (the second is the chain id): one signer per chain at a time. */
export const HOT_WALLET_LOCK = 7_301;

/** A minted card is final after as many confirmations as a deposit (15), like a token withdrawal. [ours] */
export const NFT_WITHDRAW_CONFIRMATIONS = DEPOSIT_CONFIRMATIONS;

/** Most NFT withdrawals one pass of the sender signs, and follows, per chain; the next pass takes the rest. [ours] */
export const NFT_SENDER_BATCH = 20;

/** How the hot wallet sends card mints (hot-wallet-sender.ts): their name in errors, rows per pass, confirmations. */
export const NFT_MINT_SENDING = { name: 'nft withdrawal', batch: NFT_SENDER_BATCH, confirmations: NFT_WITHDRAW_CONFIRMATIONS } as const;

/** Why an NFT withdrawal failed (nft_withdrawals.failure); the card is back in the collection. */
export const NFT_WITHDRAWAL_FAILURE = {
  chainOff: 'chain_off',
  reverted: 'reverted',
  /** The hot wallet cannot pay the mint's gas (or the node refused it for good). */
  refused: 'refused',
  /** The tokenId exists on chain elsewhere (a card deposited back sits at a deposit address): not sent. */
  onChain: 'on_chain',
} as const;
