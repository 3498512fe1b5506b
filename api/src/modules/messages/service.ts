import type { ApiLanguage, EventListResponse, EventReadResponse, MessageDetail, MessageSummary } from '@fc/shared/contracts';
import { isTransaction, type Database, type Executor } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import { t } from '../../plugins/i18n';
import { publishLiveEvent } from '../events';
import { DEFAULT_PAGE_SIZE, type MessageKind } from './constants';
import * as repo from './repository';
import type { MessageRow } from './tables';

/** The last change of each user's unread count in this process, by the number of changes so far. */
const unreadChangedAt = new Map<number, number>();
/** Users remembered in unreadChangedAt at most; past it the map starts over. */
const UNREAD_CHANGES_KEPT = 10_000;
let unreadChanges = 0;
/** Changes before this one are forgotten: a mark taken before it may be stale. */
let unreadForgottenBefore = 0;

/**
 * Whether a user's unread count changed in this process since `mark` (taken before it was read), so an answer knows
 * whether the count read with its session still includes what its own request did.
 */
export const unreadChangeMarks = {
  mark: (): number => unreadChanges,
  changedSince: (userId: number, mark: number): boolean => (unreadChangedAt.get(userId) ?? unreadForgottenBefore) > mark,
};

function unreadChanged(userId: number): void {
  unreadChanges += 1;
  if (unreadChangedAt.size >= UNREAD_CHANGES_KEPT) {
    unreadChangedAt.clear();
    unreadForgottenBefore = unreadChanges;
  }
  unreadChangedAt.set(userId, unreadChanges);
}

/** The user's open streams get the unread count when the transaction commits. */
async function publishUnread(db: Executor, userId: number, now: Date, counted?: number): Promise<number> {
  unreadChanged(userId);
  const unread = counted ?? (await repo.countUnread(db, userId));
  await publishLiveEvent(db, userId, { type: 'messages', unread }, now);
  return unread;
}

/** Writes a message into a user's box (inside the caller's transaction when given one). */
export async function deliverMessage(
  db: Executor,
  message: { userId: number; kind: MessageKind; params?: Record<string, string | number>; now: Date; read?: boolean },
): Promise<void> {
  const write = async (tx: Executor): Promise<void> => {
    const values = { publicId: publicId(), userId: message.userId, kind: message.kind, params: message.params ?? {}, createdAt: message.now };
    if (message.read) await repo.insertMessage(tx, { ...values, readAt: message.now });
    else await publishUnread(tx, message.userId, message.now, await repo.insertUnreadMessage(tx, values));
  };
  // In the caller's transaction as it is (a savepoint would cost two more statements and change nothing: no caller
  // goes on after a failed delivery); given the database, in a transaction of its own.
  if (isTransaction(db)) await write(db);
  else await db.transaction(write);
}

function summary(row: MessageRow, language: ApiLanguage): MessageSummary {
  return {
    id: row.publicId,
    title: t(language, 'messages', `${row.kind}.title`, row.params),
    summary: t(language, 'messages', `${row.kind}.summary`, row.params),
    read: row.readAt !== null,
    createdAt: unixSeconds(row.createdAt),
  };
}

export function createMessagesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(userId: number, page = 1, pageSize = DEFAULT_PAGE_SIZE, language: ApiLanguage): Promise<EventListResponse> {
      const [rows, total, unread] = await Promise.all([
        repo.listMessages(db, userId, (page - 1) * pageSize, pageSize),
        repo.countMessages(db, userId),
        repo.countUnread(db, userId),
      ]);
      return { list: rows.map((row) => summary(row, language)), total, unread, page, pageSize };
    },

    async read(userId: number, request: { id?: string; all?: true }): Promise<EventReadResponse> {
      const at = now();
      return db.transaction(async (tx) => {
        let marked: number;
        if (request.all === true && request.id === undefined) {
          marked = await repo.markAllRead(tx, userId, at);
        } else if (request.id !== undefined && request.all === undefined) {
          const message = await repo.findMessage(tx, userId, request.id);
          if (!message) throw new AppError('NOT_FOUND', { field: 'id' });
          marked = await repo.markRead(tx, userId, request.id, at);
        } else {
          throw invalidParams('id', 'send either id or all: true');
        }
        return { unread: marked > 0 ? await publishUnread(tx, userId, at) : await repo.countUnread(tx, userId) };
      });
    },

    /** Opening a message marks it read. */
    async detail(userId: number, id: string, language: ApiLanguage): Promise<MessageDetail> {
      const message = await repo.findMessage(db, userId, id);
      if (!message) throw new AppError('NOT_FOUND', { field: 'id' });
      if (!message.readAt) {
        const readAt = now();
        await db.transaction(async (tx) => {
          if ((await repo.markRead(tx, userId, id, readAt)) > 0) await publishUnread(tx, userId, readAt);
        });
        message.readAt = readAt;
      }
      return { ...summary(message, language), body: t(language, 'messages', `${message.kind}.body`, message.params) };
    },
  };
}
