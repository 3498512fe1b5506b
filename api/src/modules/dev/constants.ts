/** Most mails /dev/outbox returns for one address. */
export const OUTBOX_LIMIT = 50;

/** The password of an account /dev/grant creates when the call names none. [ours] */
export const DEV_GRANT_PASSWORD = 'Kickoff-2024';
