export { TRIAL_UNLOCK_CARDS } from './constants';
export { paidCardsForTrialUnlock, writeGrant } from './repository';
export { createGrantsService } from './service';
export { grants } from './tables';
export { releasedAt } from './vesting';
