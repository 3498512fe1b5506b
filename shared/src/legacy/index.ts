// `@fc/shared/legacy`: what the root entry '@fc/shared' exported until 1.11 and no longer carries (./moved.ts), for a
// remote built against an older @fc/shared, whose code imports those names from '@fc/shared'. The shell loads this
// entry before the first page of such a remote and adds them to the root entry's module object, the one every app's
// `import { … } from '@fc/shared'` reads (shell/src/remotes/mf-runtime.ts); the root itself stays without them, so the
// first load does not carry them and no code built now can import them from there. The kit comes from its singleton,
// the pure rules and constants are bundled here.
import * as kit from '@fc/shared/ui';
import * as cards from '../contracts/cards-constants';
import * as validation from '../contracts/validation';
import { CONTRACT_VERSION } from '../contracts/remote-contract';

/** Every value the root entry exported in 1.11 that it no longer carries. */
export const LEGACY_ROOT_NAMES = [
  'Alert',
  'Badge',
  'CAMP_STEPS',
  'CARD_ACTIONS',
  'CARD_FAMILIES',
  'CARD_SEARCH_MAX_LENGTH',
  'CARD_SORTS',
  'CARD_STATES',
  'CLUB_NAME_MAX_LENGTH',
  'CLUB_NAME_MIN_LENGTH',
  'CONSUMABLE_KINDS',
  'CONTRACT_VERSION',
  'Card',
  'Checkbox',
  'DEFAULT_CARD_PAGE_SIZE',
  'DESCRIPTION_MAX_LENGTH',
  'DataTable',
  'DateTime',
  'DefinitionList',
  'Disclosure',
  'EMAIL_CODE_LENGTH',
  'EMAIL_DOMAIN_LABEL_MAX_LENGTH',
  'EMAIL_LOCAL_MAX_LENGTH',
  'EMAIL_MAX_LENGTH',
  'EQUIPMENT_KINDS',
  'EmptyState',
  'GOALKEEPER_ABILITIES',
  'GOOGLE_CODE_LENGTH',
  'INVITE_CODE_PATTERN',
  'ITEM_KINDS',
  'LINE_OF_ROLE',
  'MAX_CARD_PAGE_SIZE',
  'MAX_SKILL_LEVEL',
  'Modal',
  'NICKNAME_MAX_LENGTH',
  'NICKNAME_MIN_LENGTH',
  'OUTFIELD_ABILITIES',
  'PACK_KINDS',
  'PASSWORD_MAX_LENGTH',
  'PASSWORD_MIN_KINDS',
  'PASSWORD_MIN_LENGTH',
  'PLAYER_CARD_FAMILIES',
  'POSITIONS',
  'PREFERRED_POSITIONS',
  'PRODUCTIVE_ATTRIBUTES',
  'Pager',
  'RARITIES',
  'RECHARGE_MAX_USD',
  'RECHARGE_MIN_USD',
  'SKILLS',
  'Select',
  'Tabs',
  'TextField',
  'UnderConstruction',
  'checkPassword',
  'hasHiddenCharacters',
  'isSixDigitCode',
  'isValidEmail',
  'normalizeEmail',
  'normalizeText',
  'passwordKinds',
  'tabElementId',
  'useCountdown',
  'useWideScreen',
  'validateClubName',
  'validateDescription',
  'validateEmail',
  'validateNickname',
  'validatePassword',
  'validateRechargeAmount',
] as const;

const MOVED: Record<string, unknown> = { ...kit, ...validation, ...cards, CONTRACT_VERSION };

/** The values of LEGACY_ROOT_NAMES, from the entries they moved to. */
export function legacyRootExports(): Record<(typeof LEGACY_ROOT_NAMES)[number], unknown> {
  return Object.fromEntries(LEGACY_ROOT_NAMES.map((name) => [name, MOVED[name]])) as Record<(typeof LEGACY_ROOT_NAMES)[number], unknown>;
}

/**
 * Adds LEGACY_ROOT_NAMES to the root entry's module object (what the federation runtime hands every app for
 * '@fc/shared'); a name it has already keeps its value.
 */
export function addLegacyRootExports(root: object): void {
  for (const [name, value] of Object.entries(legacyRootExports())) {
    if (!(name in root)) Object.defineProperty(root, name, { enumerable: true, value });
  }
}
