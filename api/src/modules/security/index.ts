export { checkActionCode, hasGoogleAuthenticator } from './action-code';
export { latestSecurityChange, recordSecurityChange } from './repository';
export { googleAuthenticators } from './tables';
export { WITHDRAW_SUSPENSION_MS } from './constants';
export { withdrawalsSuspendedUntil } from './withdraw-suspension';
