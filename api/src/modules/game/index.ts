export { PLAY_REFUSALS } from './constants';
export { activeGroup, activeTeamRating, lockManager, ownedGroup } from './groups';
export { playRecorded, playedTrialCards, prepareHuman } from './match';
export type { HumanSide } from './match';
