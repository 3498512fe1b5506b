export { CHAIN_TOKEN_MINIMUMS, DEPOSIT_CONFIRMATIONS } from './constants';
export { errorText } from './hot-wallet';
export { registerHotWalletUser, runHotWalletSender } from './hot-wallet-sender';
export type { HotWalletChain, HotWalletSendKind, HotWalletSenderDeps, HotWalletSenderResult, HotWalletTxChange, HotWalletTxRow } from './hot-wallet-sender';
export { runNftWithdrawalSender } from './nft-sender';
export { Chains } from './registry';
export type { ChainHandle } from './registry';
export { hotWalletTxColumns } from './tables';
