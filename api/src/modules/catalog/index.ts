export { PREFERRED_BY_POSITION } from './constants';
export type { PreferredPosition } from './constants';
export { clubNames, findPlayer, playersPreferring } from './repository';
export { clubs, players } from './tables';
