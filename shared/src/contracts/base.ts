// The contracts that carry no TypeBox schema: the browser entry '@fc/shared' re-exports these whole. The wallet's
// (orders, statement kinds, chains, withdrawals) are in wallet-base.ts, the entry '@fc/shared/contracts/wallet'.
export * from './error-codes';
export * from './http';
export * from './money';
export * from './validation';
export * from './format';
export * from './api-paths';
export * from './choices';
export * from './remote';
export * from './session';
export * from './paths';
export * from './diagnostics';
export * from './cards';
export * from './rewards';
export * from './live-events';
