export { addMatchPoints } from './points';
export { grantsSince } from './repository';
export { DAY_S, seasonView } from './season';
export { managerStanding } from './standing';
export { registerTeamRating } from './service';
export type { TeamRatingReader } from './service';
