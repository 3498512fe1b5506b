// The payload of every API call as a TypeBox schema, with its type derived from it (one module per domain).
// The browser entry '@fc/shared' re-exports only the types of these; import the schemas from '@fc/shared/contracts'.
export * from './schema';
export * from './account';
export * from './profile';
export * from './security';
export * from './messages';
export * from './wallet';
export * from './system';
export * from './dev';
export * from './cards';
export * from './card-growth';
export * from './grants';
export * from './training';
export * from './live';
export * from './payments';
export * from './statement';
export * from './gift-codes';
export * from './referral';
export * from './goods';
export * from './withdrawals';
export * from './chain';
export * from './nft-withdraw';
export * from './pool-sale';
export * from './packs';
export * from './shop';
export * from './market';
export * from './game';
export * from './staking';
export * from './draw';
// Provably fair (issue 29).
export * from './fair';
// TopPrize (issue 14).
export * from './top-prize';
// Real-user vitals (issue 25).
export * from './vitals';
