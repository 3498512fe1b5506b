// The wallet's constants without TypeBox (order statuses and kinds, statement kinds, chains and tokens, withdrawal
// rules, buying TMT): the entry '@fc/shared/contracts/wallet', which only the wallet's pages import, so they stay out
// of the root singleton every guest loads. The root entry re-exports their types only.
export * from './payments-constants';
export * from './statement-constants';
export * from './withdrawals-constants';
export * from './chain-constants';
export * from './buy-tmt-constants';
