import { ABILITY_BASE, ABILITY_PER_LEVEL, PRODUCTIVE_BASE } from '../cards/constants';
import { SYSTEM_CARD_LEVEL } from '@fc/shared/contracts';

/**
 * A system card, the filler of an empty slot, is a common card at SYSTEM_CARD_LEVEL without the draw: every ability at
 * the common base (plus the levels above 1), so its rating is that, and the productive attributes at the common base.
 * The one place the value lives: 52. [ours]
 */
export const SYSTEM_CARD_RATING = ABILITY_BASE.common + (SYSTEM_CARD_LEVEL - 1) * ABILITY_PER_LEVEL;
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
