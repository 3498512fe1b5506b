// Isomorphic contracts: safe for the server (no React, no DOM, no CSS).
export * from './base';
export * from './remote-contract';
export * from './validation';
export * from './cards-constants';
export * from './wallet-constants';
export * from './sales-constants';
export * from './game-constants';
export * from './draw-constants';
// TopPrize (issue 14): entry '@fc/shared/contracts/top-prize' for first-load code.
export * from './top-prize-constants';
// Real-user vitals (issue 25): entry '@fc/shared/contracts/vitals' for the shell's reporter.
export * from './vitals-constants';
export * from './payloads';
// Not in base, so not in the root singleton a guest loads: apps import '@fc/shared/contracts/resources' and bundle
// the helpers they use.
export * from './resources';
