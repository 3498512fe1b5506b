// The contracts that carry no TypeBox schema and that a guest's first load may need: the browser entry '@fc/shared'
// re-exports these whole, and a remote's browser build takes this entry from that singleton (tools/webpack/
// create-config.cjs), so nothing here may describe the build itself (CONTRACT_VERSION is in remote-contract.ts). The
// wallet's (orders, statement kinds, chains, withdrawals) are in wallet-constants.ts, the entry
// '@fc/shared/contracts/wallet'; the validation rules of SPEC §5 in validation.ts, '@fc/shared/contracts/validation';
// the cards' words (rarities, states, kinds, positions…) in cards-constants.ts, '@fc/shared/contracts/cards'.
export * from './error-codes';
export * from './http';
export * from './money';
export * from './format';
export * from './api-paths';
export * from './choices';
export * from './remote';
export * from './session';
export * from './route-patterns';
export * from './paths';
export * from './diagnostics';
export * from './grants-constants';
export * from './live-constants';
// The cards' constants are '@fc/shared/contracts/cards'; their types are here too.
export type * from './cards-constants';
