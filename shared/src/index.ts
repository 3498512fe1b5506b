/// <reference path="./css-modules.d.ts" />
// The one browser entry of @fc/shared (named exports only). Server code imports '@fc/shared/contracts'.
export * from './contracts';
export * from './session';
export * from './i18n';
export * from './api';
export * from './format';
export * from './ui';
