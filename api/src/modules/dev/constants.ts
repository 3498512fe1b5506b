/** Most mails /dev/outbox returns for one address. */
export const OUTBOX_LIMIT = 50;

/** The password of an account /dev/grant creates when the call names none. [ours] */
export const DEV_GRANT_PASSWORD = 'Kickoff-2024';

/** The channel on which a move of /dev/clock reaches every API process (its payload: the new total ahead, in ms). */
export const DEV_CLOCK_CHANNEL = 'fc_dev_clock';
