// DOMAIN.md "Scheduled work"; [ours] values are tunable here only.
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Housekeeping runs every hour on the hour (UTC). [ours] */
export const HOUSEKEEPING_CRON = '0 * * * *';
export const HOUSEKEEPING_JOB = 'housekeeping';
/**
 * Used or expired activation, reset and e-mail codes are kept a day, so a link clicked again soon after still answers
 * LINK_USED or LINK_EXPIRED rather than an unknown link. [ours]
 */
export const SPENT_CODE_RETENTION_MS = DAY_MS;
/** Dev outbox mails (no SMTP configured) are kept 7 days. [ours] */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;
