export { CHAIN_TOKEN_MINIMUMS, DEPOSIT_CONFIRMATIONS } from './constants';
export { errorText, hotWalletHasUnsent, isFinalRefusal, isNonceTaken, lockHotWallet, transactionKnown } from './hot-wallet';
export { runNftWithdrawalSender } from './nft-sender';
export { Chains } from './registry';
export type { ChainHandle } from './registry';
