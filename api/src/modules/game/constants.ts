import type { ErrorCodeName } from '@fc/shared/contracts';
import { PRODUCTIVE_BASE } from '../cards';

/**
 * A system card, the filler of an empty slot, is a common card at SYSTEM_CARD_LEVEL without the draw: every ability
 * and its rating at SYSTEM_CARD_RATING (shared with the lineup editor), the productive attributes at the common base.
 */
export { SYSTEM_CARD_RATING } from '@fc/shared/contracts';
export const SYSTEM_CARD_PRODUCTIVE = PRODUCTIVE_BASE.common;
/** A system card's engine id: `system-<slot>` (slot 1–11). */
export const SYSTEM_CARD_ID_PREFIX = 'system-';
/** The name a system card plays under (the report shows it). */
export const SYSTEM_CARD_NAME = 'System';

/** /game/matches page size, and the recent matches on /game/home. [ours] */
export const MATCHES_PAGE_SIZE = 20;
export const RECENT_MATCHES = 5;

/** What a card's lineup changes name as their cause in its history. */
export const LINEUP_REF_PREFIX = 'lineup:';
/** The ledger ref of an energy purchase: `energy:<utc day>`. */
export const ENERGY_LEDGER_REF_PREFIX = 'energy:';
/** The currency energy is bought with. */
export const ENERGY_CURRENCY = 'TMT' as const;

/** What a lineup asked to play answers when it cannot (PVP's accept answers them too). */
export const PLAY_REFUSALS: readonly ErrorCodeName[] = [
  'NOT_FOUND',
  'NO_LINEUP',
  'LINEUP_TOO_FEW_CARDS',
  'LINEUP_DUPLICATE_PLAYER',
  'CARD_ACTION_UNAVAILABLE',
  'STAMINA_NOT_ENOUGH',
  'LACK_OF_ENERGY',
];
