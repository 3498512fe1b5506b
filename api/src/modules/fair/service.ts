import { randomBytes } from 'node:crypto';
import {
  type FairCurrentResponse,
  type FairCurrentView,
  type FairDrawRef,
  type FairDrawView,
  type FairHistoryRequest,
  type FairHistoryResponse,
  type FairOutcomesRequest,
  type FairOutcomesResponse,
  type FairOutcomeView,
  type FairPairView,
  type FairPlayerSeedRequest,
  type FairPlayerSeedResponse,
  type FairRotateRequest,
  type FairRotateResponse,
} from '@fc/shared/contracts';
import { fairDigestHex, serverSeedHash, type FairPurpose } from '@fc/shared/fair';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { DEFAULT_PLAYER_SEED_BYTES, FAIR_HISTORY_PAGE_SIZE, FAIR_OUTCOMES_PAGE_SIZE, SERVER_SEED_BYTES } from './constants';
import * as repo from './repository';
import type { NewSeedPairRow, SeedPairRow } from './tables';

const newServerSeed = (): string => randomBytes(SERVER_SEED_BYTES).toString('hex');

/** A pair for `userId` whose server seed is `serverSeed` (a committed next one) or new, with a new next seed committed. */
function newPair(userId: number, playerSeed: string, now: Date, serverSeed = newServerSeed()): NewSeedPairRow {
  const nextServerSeed = newServerSeed();
  return {
    userId,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    nextServerSeed,
    nextServerSeedHash: serverSeedHash(nextServerSeed),
    playerSeed,
    nextNonce: 0,
    createdAt: now,
  };
}

const defaultPlayerSeed = (): string => randomBytes(DEFAULT_PLAYER_SEED_BYTES).toString('hex');

export function currentView(row: SeedPairRow): FairCurrentView {
  return { pairId: row.id, serverSeedHash: row.serverSeedHash, nextServerSeedHash: row.nextServerSeedHash, playerSeed: row.playerSeed, nextNonce: row.nextNonce };
}

/** A pair as its history shows it: the server seed only once the pair is no longer current. */
export function pairView(row: SeedPairRow): FairPairView {
  const rotated = row.rotatedAt !== null;
  return {
    pairId: row.id,
    serverSeedHash: row.serverSeedHash,
    serverSeed: rotated ? row.serverSeed : null,
    playerSeed: row.playerSeed,
    noncesUsed: row.nextNonce,
    current: !rotated,
    createdAt: unixSeconds(row.createdAt),
    rotatedAt: row.rotatedAt ? unixSeconds(row.rotatedAt) : null,
  };
}

/** The user's current pair, written first when the user has none yet (two first looks at once keep one). */
async function ensureCurrentPair(db: Executor, userId: number, now: Date): Promise<SeedPairRow> {
  const existing = await repo.currentPair(db, userId);
  if (existing) return existing;
  await repo.insertPairIfNone(db, newPair(userId, defaultPlayerSeed(), now));
  const created = await repo.currentPair(db, userId);
  if (!created) throw new Error(`user ${userId} has no current seed pair after writing one`);
  return created;
}

/** The current pair locked, made first if the user has none. */
async function lockedCurrentPair(tx: Transaction, userId: number, now: Date): Promise<SeedPairRow> {
  await ensureCurrentPair(tx, userId, now);
  const locked = await repo.lockCurrentPair(tx, userId);
  if (!locked) throw new Error(`user ${userId}'s current seed pair vanished`);
  return locked;
}

/** Retires the locked current pair and makes the pair its committed next seed starts, with `playerSeed`. */
async function rotateLocked(tx: Transaction, pair: SeedPairRow, playerSeed: string, now: Date): Promise<{ revealed: SeedPairRow; current: SeedPairRow }> {
  // An outcome waiting for its later step (a match written, not played yet) would be known before it is settled.
  if (await repo.hasUnsettledOutcome(tx, pair.id)) throw new AppError('CONCURRENT_CHANGE');
  const revealed = await repo.markRotated(tx, pair.id, now);
  const current = await repo.insertPair(tx, newPair(pair.userId, playerSeed, now, pair.nextServerSeed));
  return { revealed, current };
}

export type FairDraw = FairDrawView;

/**
 * Takes the next nonce of the user's current pair inside the caller's transaction (the pair's row stays locked until
 * it ends, so simultaneous actions take distinct nonces in turn), records what it was for, and answers the outcome's
 * digest with everything a verifier needs but the server seed. The caller maps the digest with its purpose's function
 * of `@fc/shared/fair` and records the pair id, nonce and purpose on its outcome. With `settled: false` the outcome
 * waits for a later step (`settleFairDraws`): until then it is not listed and its pair does not rotate.
 */
export async function takeFairDraw(
  tx: Transaction,
  userId: number,
  purpose: FairPurpose,
  ref: string,
  now: Date,
  options: { settled?: boolean } = {},
): Promise<FairDraw> {
  let pair = await repo.takeNonce(tx, userId);
  if (!pair) {
    await repo.insertPairIfNone(tx, newPair(userId, defaultPlayerSeed(), now));
    pair = await repo.takeNonce(tx, userId);
  }
  if (!pair) throw new Error(`user ${userId} has no current seed pair to draw from`);
  await repo.recordOutcome(tx, { pairId: pair.id, nonce: pair.nextNonce, purpose, ref, createdAt: now, settled: options.settled ?? true });
  return {
    pairId: pair.id,
    nonce: pair.nextNonce,
    purpose,
    serverSeedHash: pair.serverSeedHash,
    playerSeed: pair.playerSeed,
    digest: fairDigestHex(pair.serverSeed, pair.playerSeed, pair.nextNonce, purpose),
  };
}

/** Settles the outcomes drawn for `ref` (taken with `settled: false`) once what they drew is known to its players. */
export async function settleFairDraws(tx: Transaction, ref: string): Promise<void> {
  await repo.settleOutcomes(tx, ref);
}

/** The user's current pair as /fair/current answers it, written first when the user has none yet. */
export async function currentFairPair(db: Executor, userId: number, now: Date): Promise<FairCurrentView> {
  return currentView(await ensureCurrentPair(db, userId, now));
}

/** An outcome with everything a verifier needs: the server seed only once its pair is rotated. */
function outcomeView(outcome: { nonce: number; purpose: FairPurpose; ref: string; createdAt: Date }, pair: SeedPairRow): FairOutcomeView {
  return {
    pairId: pair.id,
    nonce: outcome.nonce,
    purpose: outcome.purpose,
    ref: outcome.ref,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.rotatedAt ? pair.serverSeed : null,
    playerSeed: pair.playerSeed,
    digest: fairDigestHex(pair.serverSeed, pair.playerSeed, outcome.nonce, outcome.purpose),
    createdAt: unixSeconds(outcome.createdAt),
  };
}

/** The user's own outcomes at `refs` as /fair/outcomes shows them, keyed by `fairOutcomeKey`; others' are absent. */
export async function fairOutcomesAt(db: Executor, userId: number, refs: readonly Omit<FairDrawRef, 'purpose'>[]): Promise<Map<string, FairOutcomeView>> {
  const rows = await repo.outcomesAt(db, userId, refs);
  return new Map(rows.map(({ outcome, pair }) => [fairOutcomeKey(pair.id, outcome.nonce), outcomeView(outcome, pair)]));
}

export const fairOutcomeKey = (pairId: number, nonce: number): string => `${pairId}:${nonce}`;

export function createFairService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async current(userId: number): Promise<FairCurrentResponse> {
      return { current: currentView(await ensureCurrentPair(db, userId, now())) };
    },

    /** A pair nothing has used yet takes the seed; a used one is rotated, so each pair keeps one player seed. */
    async setPlayerSeed(userId: number, request: FairPlayerSeedRequest): Promise<FairPlayerSeedResponse> {
      return db.transaction(async (tx) => {
        const pair = await lockedCurrentPair(tx, userId, now());
        if (pair.nextNonce === 0) return { current: currentView(await repo.setPlayerSeed(tx, pair.id, request.playerSeed)), revealed: null };
        const { revealed, current } = await rotateLocked(tx, pair, request.playerSeed, now());
        return { current: currentView(current), revealed: pairView(revealed) };
      });
    },

    async rotate(userId: number, request: FairRotateRequest): Promise<FairRotateResponse> {
      return db.transaction(async (tx) => {
        const pair = await lockedCurrentPair(tx, userId, now());
        const { revealed, current } = await rotateLocked(tx, pair, request.playerSeed ?? pair.playerSeed, now());
        return { revealed: pairView(revealed), current: currentView(current) };
      });
    },

    async history(userId: number, request: FairHistoryRequest): Promise<FairHistoryResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? FAIR_HISTORY_PAGE_SIZE;
      const { rows, total } = await repo.pairsOf(db, userId, (page - 1) * pageSize, pageSize);
      return { list: rows.map(pairView), total, page, pageSize };
    },

    /** The caller's outcomes, each with its digest (which reveals nothing of the seed) and the seed once rotated. */
    async outcomes(userId: number, request: FairOutcomesRequest): Promise<FairOutcomesResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? FAIR_OUTCOMES_PAGE_SIZE;
      const { rows, total } = await repo.outcomesOf(db, userId, (page - 1) * pageSize, pageSize);
      const list = rows.map(({ outcome, pair }) => outcomeView(outcome, pair));
      return { list, total, page, pageSize };
    },
  };
}
