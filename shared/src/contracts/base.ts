// The contracts that carry no TypeBox schema: the browser entry '@fc/shared' re-exports these whole.
export * from './error-codes';
export * from './http';
export * from './money';
export * from './validation';
export * from './format';
export * from './api-paths';
export * from './choices';
export * from './remote';
export * from './paths';
export * from './diagnostics';
export * from './cards';
export * from './rewards';
export * from './live-events';
export * from './orders';
export * from './statement-kinds';
export * from './withdrawal-constants';
export * from './chains';
