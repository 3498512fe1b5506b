export { LedgerReason } from './constants';
export { applyLedgerEntry, countLedgerRows, findBalances } from './repository';
export type { LedgerHook } from './repository';
export { createWalletService } from './service';
export { ledgerDiscrepancies } from './statement-repository';
export { balances, ledger } from './tables';
