// The one browser entry of @fc/shared (named exports only). Server code imports '@fc/shared/contracts'.
export * from './contracts';
