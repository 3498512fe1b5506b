/**
 * The chains and on-chain tokens of the wallet (DOMAIN.md "Wallet and payments", "Chains, payments and resources"):
 * no schema here, so browser code on any screen may import it.
 */

/** BNB Smart Chain (0x38) and Ethereum mainnet (0x1); local anvil nodes with the same ids in development. */
export const CHAIN_IDS = [56, 1] as const;
export type ChainId = (typeof CHAIN_IDS)[number];

export function isChainId(value: number): value is ChainId {
  return (CHAIN_IDS as readonly number[]).includes(value);
}

/** The currencies that move on chain: BNB is chain 56's native coin, TMT and GOAL are ERC-20 on both chains. */
export const CHAIN_TOKENS = ['BNB', 'TMT', 'GOAL'] as const;
export type ChainToken = (typeof CHAIN_TOKENS)[number];

/** A deposit's way to the balance: seen → block confirming (n of the required confirmations) → confirmed, or failed. */
export const DEPOSIT_STATUSES = ['pending', 'confirming', 'confirmed', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What a deposit brings: a token amount, or a card (an ERC-721 of our card contract). */
export const DEPOSIT_KINDS = ['token', 'nft'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/**
 * A card withdrawn as an NFT: requested (the card in transfer) → sending (the mint signed, being broadcast) → sent
 * (minted, confirming) → confirmed, or failed (the card back).
 */
export const NFT_WITHDRAWAL_STATUSES = ['requested', 'sending', 'sent', 'confirmed', 'failed'] as const;
export type NftWithdrawalStatus = (typeof NFT_WITHDRAWAL_STATUSES)[number];
