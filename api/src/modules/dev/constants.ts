/** Most mails /dev/outbox returns for one address. */
export const OUTBOX_LIMIT = 50;
