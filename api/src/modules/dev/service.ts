import { randomInt } from 'node:crypto';
import { CURRENCIES, normalizeEmail, type DevClockResponse, type DevGrantRequest, type DevGrantResponse, type DevMessageResponse, type DevOutboxResponse, type Rarity } from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import type { AppClock } from '../../lib/clock';
import { AppError, invalidParams } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import type { JobRunner } from '../../jobs/runner';
import { checkedEmail, createActivatedAccount, findUserByEmail } from '../account';
import { findPlayer } from '../catalog';
import { playersWithSupplyLeft, mintCard } from '../cards';
import { MessageKind, countUnread, deliverMessage } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { DEV_GRANT_PASSWORD, OUTBOX_LIMIT } from './constants';
import { listOutboxMails, moveDevClock } from './repository';

/** The player asked for, or one drawn among those with this rarity left to mint. */
async function playerFor(tx: Transaction, family: 'collectible' | 'fp', rarity: Rarity, playerId: number | undefined): Promise<number> {
  if (playerId !== undefined) {
    if (!(await findPlayer(tx, playerId))) throw invalidParams('playerId', 'no such player in the catalog');
    return playerId;
  }
  const candidates = await playersWithSupplyLeft(tx, family, rarity);
  const drawn = candidates[randomInt(candidates.length || 1)];
  if (drawn === undefined) throw new AppError('PACK_SOLD_OUT');
  return drawn;
}

export function createDevService(deps: { db: Database; clock: AppClock; jobs: JobRunner }) {
  const { db, clock, jobs } = deps;
  return {
    /** The mails kept for an address, newest first. */
    async outbox(email: string): Promise<DevOutboxResponse> {
      const rows = await listOutboxMails(db, normalizeEmail(email), OUTBOX_LIMIT);
      return {
        mails: rows.map((row) => ({ to: row.toEmail, subject: row.subject, text: row.bodyText, links: row.links, sentAt: unixSeconds(row.createdAt) })),
      };
    },

    /** Writes the getting-started message into an existing account's box (a message arriving, for live events). */
    async message(email: string): Promise<DevMessageResponse> {
      const user = await findUserByEmail(db, checkedEmail(email));
      if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });
      return db.transaction(async (tx) => {
        await deliverMessage(tx, { userId: user.id, kind: MessageKind.gettingStarted, now: clock.now() });
        return { unread: await countUnread(tx, user.id) };
      });
    },

    /** Creates the account unless it exists, then gives it everything asked, in one transaction. */
    async grant(request: DevGrantRequest): Promise<DevGrantResponse> {
      const email = checkedEmail(request.email);
      const existing = await findUserByEmail(db, email);
      const passwordHash = existing ? null : await hashPassword(request.password ?? DEV_GRANT_PASSWORD);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const user = existing ?? (passwordHash ? await createActivatedAccount(tx, email, passwordHash, now) : null);
        if (!user) throw new AppError('ACCOUNT_REGISTERED', { field: 'email' });
        const ref = 'dev-grant';
        for (const currency of CURRENCIES) {
          const amount = BigInt(request.currencies?.[currency] ?? '0');
          if (amount > 0n) await applyLedgerEntry(tx, { userId: user.id, currency, delta: amount, reason: LedgerReason.devGrant, ref }, now);
        }
        const answer: DevGrantResponse = { email, created: existing === null, fpCards: [], cards: [], packs: [], boxes: [], items: [] };
        for (const wanted of request.fpCards ?? []) {
          const playerId = await playerFor(tx, 'fp', wanted.rarity, wanted.playerId);
          answer.fpCards.push((await mintCard(tx, user.id, { family: 'fp', playerId, rarity: wanted.rarity, level: wanted.level }, now, ref)).tokenId);
        }
        for (const wanted of request.cards ?? []) {
          const playerId = await playerFor(tx, 'collectible', wanted.rarity, wanted.playerId);
          answer.cards.push((await mintCard(tx, user.id, { family: 'collectible', playerId, rarity: wanted.rarity }, now, ref)).tokenId);
        }
        for (const kind of request.packs ?? []) answer.packs.push((await mintCard(tx, user.id, { family: 'pack', kind }, now, ref)).tokenId);
        for (const rarity of request.boxes ?? []) answer.boxes.push((await mintCard(tx, user.id, { family: 'box', rarity }, now, ref)).tokenId);
        for (const kind of request.items ?? []) answer.items.push((await mintCard(tx, user.id, { family: 'item', kind }, now, ref)).tokenId);
        return answer;
      });
    },

    /** Moves the app clock forward and runs what became due: each job's newest period, then every queued job. */
    /** Moves the clock of every API process on this database (repository: the total, and a notification of it). */
    async advanceClock(seconds: number): Promise<DevClockResponse> {
      clock.catchUp(await db.transaction((tx) => moveDevClock(tx, seconds * 1000)));
      await jobs.tick();
      const ran = await jobs.drain();
      return { now: unixSeconds(clock.now()), ahead: clock.aheadMs / 1000, ran: ran.map((run) => ({ key: run.key, status: run.status })) };
    },
  };
}
