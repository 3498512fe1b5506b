export { PREFERRED_BY_POSITION } from './constants';
export type { PreferredPosition } from './constants';
export { findPlayer } from './repository';
export { clubs, players } from './tables';
