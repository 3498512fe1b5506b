import {
  QUEUE_NPC_AFTER_S,
  QUEUE_STALE_S,
  QUEUE_WIDE_RATING_BAND,
  queueBand,
  ratingsMatch,
  seasonAt,
  type QueueMode,
  type QueueView,
} from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { publishLiveEvent } from '../events';
import { MessageKind, deliverMessage } from '../messages';
import { activeGroup, lockManager, ownedGroup } from './groups';
import { npcClubName, npcSide, prepareHuman, scheduleMatch, scheduledSide, settleMatch, settleMatchDraws, type HumanSide } from './match';
import { findGroupById } from './lineup-repository';
import { findMatch, lockScheduledMatch, scheduledMatchIds, updateMatch } from './repository';
import * as repo from './queue-repository';
import type { QueueRow } from './tables';

/**
 * The ranked queue: one row per waiting manager and mode. /game/queue/join checks everything a match needs; the
 * matchmaker (runMatchmaker, every MATCHMAKER_TICK_MS) works in two steps. The claim step claims waiting rows under
 * SKIP LOCKED row locks and a conditional update (two ticks or two workers never match a manager twice), writes each
 * match unplayed with its seed from the managers' fair draws, and publishes its seed hash ('matched'); once that has
 * committed, the play step plays every ranked match still unplayed, each in its own transaction under its locked row,
 * so a match claimed by a pass that died meanwhile is played by the next one, and none twice.
 */

const waitedS = (row: Pick<QueueRow, 'enteredAt'>, now: Date) => Math.max(0, Math.floor((now.getTime() - row.enteredAt.getTime()) / 1000));

function idle(mode: QueueMode | null, waiting: number, now: Date): QueueView {
  return { state: 'idle', mode, position: null, waiting, enteredAt: null, bandPercent: null, teamRating: null, matchId: null, seedHash: null, now: unixSeconds(now) };
}

/** What /game/queue/status answers (and the `queue` live event carries) for a manager's row. */
export async function queueView(db: Executor, userId: number, now: Date, mode: QueueMode = 'ranked'): Promise<QueueView> {
  const row = await repo.queueRowOf(db, userId, mode);
  const waiting = await repo.waitingCount(db, mode);
  if (!row) return idle(null, waiting, now);
  const base = { mode: row.mode, waiting, enteredAt: unixSeconds(row.enteredAt), teamRating: row.teamRating, now: unixSeconds(now) };
  if (row.state === 'matched' && row.matchId !== null) {
    const match = await findMatch(db, row.matchId);
    return { ...base, state: 'matched', position: null, bandPercent: null, matchId: String(row.matchId), seedHash: match?.seedHash ?? null };
  }
  const ahead = await repo.waitingAhead(db, row);
  const band = queueBand(waitedS(row, now));
  return { ...base, state: 'waiting', position: ahead + 1, bandPercent: band === null ? null : Math.round(band * 100), matchId: null, seedHash: null };
}

async function publishQueue(tx: Executor, userId: number, now: Date, mode: QueueMode): Promise<QueueView> {
  const view = await queueView(tx, userId, now, mode);
  await publishLiveEvent(tx, userId, { type: 'queue', ...view }, now);
  return view;
}

/**
 * Queues a group (the active one by default) after every check a match makes: the season (SEASON_NOT_STARTED), not
 * already waiting (ALREADY_QUEUED), a group (NO_LINEUP), its lineup problems, and the energy of a match.
 */
export async function joinQueue(tx: Transaction, userId: number, request: { mode: QueueMode; groupId?: string }, now: Date): Promise<QueueView> {
  if (!seasonAt(unixSeconds(now))) throw new AppError('SEASON_NOT_STARTED');
  await lockManager(tx, userId);
  const existing = await repo.queueRowOf(tx, userId, request.mode);
  if (existing?.state === 'waiting') throw new AppError('ALREADY_QUEUED');
  const group = request.groupId === undefined ? await activeGroup(tx, userId) : await ownedGroup(tx, userId, request.groupId);
  if (!group) throw new AppError('NO_LINEUP');
  const side = await prepareHuman(tx, userId, group, now);
  const values = { groupId: group.id, teamRating: side.rating, state: 'waiting' as const, matchId: null, enteredAt: now };
  await repo.upsertQueueRow(tx, { userId, mode: request.mode }, values);
  return publishQueue(tx, userId, now, request.mode);
}

/** Leaves the queue (or forgets the match it answered): idle. */
export async function leaveQueue(tx: Transaction, userId: number, mode: QueueMode, now: Date): Promise<QueueView> {
  const removed = await repo.deleteQueueRows(tx, { userId, mode });
  if (removed.length > 0) return publishQueue(tx, userId, now, mode);
  return queueView(tx, userId, now, mode);
}

/** A group about to be deleted leaves the queue first, its manager told (the row would go with it, silently). */
export async function leaveWithGroup(tx: Transaction, userId: number, groupId: number, now: Date): Promise<void> {
  const removed = await repo.deleteQueueRows(tx, { userId, groupId });
  for (const row of removed) await publishQueue(tx, userId, now, row.mode);
}

/** A claim step's work: matches between two managers, against an NPC, and entries dropped (stale, or unable to play). */
export interface MatchmakerPass {
  matched: number;
  npc: number;
  dropped: number;
}

/** Drops a waiting entry that can no longer play (its lineup or energy changed, or its browser went long ago). */
async function drop(tx: Transaction, row: QueueRow, now: Date): Promise<void> {
  await repo.deleteQueueRows(tx, { userId: row.userId, mode: row.mode, state: 'waiting' });
  await publishQueue(tx, row.userId, now, row.mode);
}

/** A waiting row's side, or null (and the row dropped) when it cannot play now. */
async function sideOf(tx: Transaction, row: QueueRow, now: Date): Promise<HumanSide | null> {
  const group = await findGroupById(tx, row.groupId);
  if (!group) return null;
  try {
    return await tx.transaction((inner) => prepareHuman(inner, row.userId, group, now, inner));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Another pass claimed a row first. */
class ClaimLost extends Error {}

type Claimed = 'claimed' | 'lost' | 'dropped';

/**
 * Writes a pair's match (or one against an NPC) unplayed and claims both rows for it, telling each manager its id and
 * seed hash: 'lost' when another pass took one first (nothing kept, the draws' nonces included), 'dropped' when a side
 * could not play (its entry removed).
 */
async function claim(tx: Transaction, home: QueueRow, away: QueueRow | null, now: Date): Promise<Claimed> {
  const homeSide = await sideOf(tx, home, now);
  if (!homeSide) {
    await drop(tx, home, now);
    return 'dropped';
  }
  let awaySide: HumanSide | null = null;
  if (away) {
    awaySide = await sideOf(tx, away, now);
    if (!awaySide) {
      await drop(tx, away, now);
      return 'dropped';
    }
  }
  const users = away ? [home.userId, away.userId] : [home.userId];
  return tx
    .transaction(async (inner) => {
      const { match } = await scheduleMatch(inner, {
        mode: 'ranked',
        home: homeSide,
        away: awaySide ?? (async (seed) => npcSide(await npcClubName(inner, seed), homeSide.rating, seed)),
        drawers: awaySide ? ['home', 'away'] : ['home'],
        now,
      });
      // The claim: only rows still waiting move to the match; one taken meanwhile rolls the whole match back.
      const claimed = await repo.claimWaiting(inner, home.mode, users, match.id);
      if (claimed.length !== users.length) throw new ClaimLost();
      for (const userId of users) await publishQueue(inner, userId, now, home.mode);
      return 'claimed' as const;
    })
    .catch(async (error: unknown): Promise<Claimed> => {
      if (error instanceof ClaimLost) return 'lost';
      throw error;
    });
}

export type PlayStep = 'played' | 'voided' | 'skipped';

/**
 * The play step of one scheduled match, in its own transaction: the row locked (SKIP LOCKED: another pass playing it
 * skips it; played or voided: 'skipped'), both managers locked (lower id first), each side read again as it stands
 * (scheduledSide) and settled (settleMatch). A side that can no longer pay (a starter sold, listed or out of its
 * lineups, energy or stamina spent since kick-off) voids the match instead: nothing of the play is kept, the match
 * stays unplayed with `voided_at`, and the queue rows it claimed go back to waiting with their place, each manager
 * told; the next claim step drops the one that still cannot play.
 */
export async function playScheduledMatch(db: Database, matchId: number, now: Date): Promise<PlayStep> {
  return db.transaction(async (tx) => {
    const match = await lockScheduledMatch(tx, matchId);
    if (!match) return 'skipped';
    const users = [match.homeUserId, match.awayUserId].filter((id): id is number => id !== null).sort((a, b) => a - b);
    for (const userId of users) await lockManager(tx, userId);
    try {
      await tx.transaction(async (inner) => {
        const home = await scheduledSide(inner, match, 'home');
        const away = await scheduledSide(inner, match, 'away');
        await settleMatch(inner, match, { home, away }, now);
      });
      return 'played';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await updateMatch(tx, match.id, { voidedAt: now });
      await settleMatchDraws(tx, match.id);
      for (const row of await repo.requeueMatched(tx, match.id)) {
        await publishQueue(tx, row.userId, now, row.mode);
        await deliverMessage(tx, { userId: row.userId, kind: MessageKind.gameMatchVoided, params: { home: match.homeClub, away: match.awayClub, matchId: String(match.id) }, now });
      }
      return 'voided';
    }
  });
}

/** The play step of a pass: every ranked match still unplayed, oldest first, each in its own transaction. */
export async function playScheduled(db: Database, now: Date): Promise<Record<PlayStep, number>> {
  const steps: Record<PlayStep, number> = { played: 0, voided: 0, skipped: 0 };
  for (const id of await scheduledMatchIds(db, 'ranked')) steps[await playScheduledMatch(db, id, now)] += 1;
  return steps;
}

/** One pass of the matchmaker: the claim step, then (after it committed) the play step; answers the claim step's work. */
export async function runMatchmaker(db: Database, now: Date, mode: QueueMode = 'ranked'): Promise<MatchmakerPass> {
  const pass = await claimMatches(db, now, mode);
  await playScheduled(db, now);
  return pass;
}

/**
 * The claim step of a pass at `now` over a mode's waiting rows, longest waiting first, locked with SKIP LOCKED (rows
 * another pass holds are not seen): stale entries are dropped; each entry is paired with the first other one whose
 * rating is within its band (queueBand of its wait; the wide band once an NPC is due) and plays at home; an entry
 * that waited QUEUE_NPC_AFTER_S with no one meets an NPC team of its rating. The matches are written, not played.
 */
export async function claimMatches(db: Database, now: Date, mode: QueueMode = 'ranked'): Promise<MatchmakerPass> {
  return db.transaction(async (tx) => {
    const pass: MatchmakerPass = { matched: 0, npc: 0, dropped: 0 };
    const rows = await repo.lockWaiting(tx, mode);
    const taken = new Set<number>();
    for (const row of rows) {
      if (waitedS(row, now) >= QUEUE_STALE_S) {
        await drop(tx, row, now);
        taken.add(row.userId);
        pass.dropped += 1;
      }
    }
    for (const [index, row] of rows.entries()) {
      if (taken.has(row.userId)) continue;
      const waited = waitedS(row, now);
      const band = queueBand(waited) ?? QUEUE_WIDE_RATING_BAND;
      const other = rows.slice(index + 1).find((candidate) => !taken.has(candidate.userId) && ratingsMatch(row.teamRating, candidate.teamRating, band));
      if (!other && waited < QUEUE_NPC_AFTER_S) continue;
      taken.add(row.userId);
      if (other) taken.add(other.userId);
      const claimed = await claim(tx, row, other ?? null, now);
      if (claimed === 'dropped') pass.dropped += 1;
      else if (claimed === 'claimed' && other) pass.matched += 1;
      else if (claimed === 'claimed') pass.npc += 1;
    }
    return pass;
  });
}
