// Isomorphic contracts: safe for the server (no React, no DOM, no CSS).
export * from './error-codes';
export * from './http';
export * from './money';
export * from './validation';
export * from './format';
export * from './account-api';
export * from './remote';
export * from './paths';
export * from './diagnostics';
