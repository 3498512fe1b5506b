/**
 * The first @fc/shared whose root entry no longer carries the UI kit beyond what a guest's first screen renders (now
 * '@fc/shared/ui'), the validation rules ('@fc/shared/contracts/validation'), the cards' constants
 * ('@fc/shared/contracts/cards') and CONTRACT_VERSION ('@fc/shared/contracts').
 * A remote built against an older one imports them from '@fc/shared': the shell adds them to its root entry with
 * '@fc/shared/legacy' before such a remote's first page (shell/src/remotes/mf-runtime.ts).
 */
export const ROOT_EXPORTS_MOVED_IN = '1.12.0';
