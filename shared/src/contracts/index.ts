// Isomorphic contracts: safe for the server (no React, no DOM, no CSS).
export * from './base';
export * from './payloads';
