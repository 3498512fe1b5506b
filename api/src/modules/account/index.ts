export { assertResendReady } from './codes';
export { DEFAULT_CLUB_SUFFIX, DEMO_ACCOUNT } from './constants';
export { checkedEmail } from './context';
export { createActivatedAccount } from './registration';
export { addCodeAttempt, clubNamesOf, consumeCodes, findUserByEmail, insertCode, latestCode, lockUser, updateUser } from './repository';
export { sessions, subscriptions, users, verificationCodes } from './tables';
export { onAccountActivated, onPasswordReset } from './hooks';
export type { ActivatedAccount } from './hooks';
