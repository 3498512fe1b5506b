/** The manager's energy (DOMAIN.md "Energy and stamina"). [public, ours] */
export const ENERGY_CAP = 100;
/** One energy comes back every 18 minutes (80 a day). */
export const ENERGY_REGEN_MS = 18 * 60 * 1000;
/** An energy drink (DOMAIN.md "What a card is": items). */
export const ENERGY_DRINK = 10;
