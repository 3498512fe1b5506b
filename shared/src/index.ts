// Apps type-check this entry from source; the reference brings the CSS module declarations along with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file cannot be imported
/// <reference path="./css-modules.d.ts" />
// The one browser entry of @fc/shared (named exports only). Server code imports '@fc/shared/contracts'.
export * from './contracts/base';
// Payload types only: the TypeBox schemas stay out of this singleton (kept whole in every app); import them from
// '@fc/shared/contracts', which each app bundles with only what it uses.
export type * from './contracts/payloads';
// The wallet's constants come from '@fc/shared/contracts/wallet' (its pages only); their types from here too.
export type * from './contracts/wallet-constants';
// The sales' pure rules come from '@fc/shared/contracts/sales'; their types from here.
export type * from './contracts/sales-constants';
// TopManager's rules come from '@fc/shared/contracts/game'; their types from here.
export type * from './contracts/game-constants';
// The draw's rules and its outcome function come from '@fc/shared/contracts/draw'; their types from here.
export type * from './contracts/draw-constants';
// TopPrize's rules come from '@fc/shared/contracts/top-prize'; their types from here.
export type * from './contracts/top-prize-constants';
export * from './session';
export * from './i18n';
export * from './api';
export * from './format';
export * from './ui';
// Since when what moved to '@fc/shared/ui' and the validation entry is missing here ('@fc/shared/legacy' adds it back).
export * from './legacy/moved';
