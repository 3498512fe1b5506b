export { LedgerReason } from './constants';
export { applyLedgerEntries, applyLedgerEntry, countLedgerRows, findBalances, type LedgerEntry } from './repository';
export type { LedgerHook } from './repository';
export { createWalletService } from './service';
export { ledgerDiscrepancies } from './statement-repository';
export { balances, ledger } from './tables';
