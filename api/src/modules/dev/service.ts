import { normalizeEmail, type DevOutboxResponse } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { OUTBOX_LIMIT } from './constants';
import { listOutboxMails } from './repository';

export function createDevService(deps: { db: Database }) {
  return {
    /** The mails kept for an address, newest first. */
    async outbox(email: string): Promise<DevOutboxResponse> {
      const rows = await listOutboxMails(deps.db, normalizeEmail(email), OUTBOX_LIMIT);
      return {
        mails: rows.map((row) => ({ to: row.toEmail, subject: row.subject, text: row.bodyText, links: row.links, sentAt: unixSeconds(row.createdAt) })),
      };
    },
  };
}
