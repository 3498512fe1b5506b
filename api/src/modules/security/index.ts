export { checkActionCode, hasGoogleAuthenticator } from './action-code';
export { latestSecurityChange, recordSecurityChange } from './repository';
export { googleAuthenticators } from './tables';
