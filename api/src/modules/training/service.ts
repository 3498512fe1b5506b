import {
  DEFAULT_CARD_PAGE_SIZE,
  type CardSummary,
  type TrainingCard,
  type TrainingCardsRequest,
  type TrainingCardsResponse,
  type TrainingListRequest,
  type TrainingListResponse,
  type TrainingQuoteRequest,
  type TrainingQuoteResponse,
  type TrainingStartRequest,
  type TrainingView,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import { type CardRow, summariesOf } from '../cards';
import { TRAINING_DURATION_S, TRAINING_LIST_PAGE_SIZE } from './constants';
import { startTraining } from './lifecycle';
import * as repo from './repository';
import { childOdds, mintLimit, nextStep, oddsList, trainingRefusal } from './rules';

/** Parents as the wire shows them: the card's summary with its mint count, next training and refusal. */
async function trainingCards(db: Executor, rows: repo.ParentRow[], now: Date): Promise<TrainingCard[]> {
  const summaries = await summariesOf(db, rows.map((row) => row.card));
  return rows.map((row, index) => {
    const step = row.card.family === 'fp' ? nextStep(row.card.rarity, row.mintCount ?? 0) : null;
    return {
      card: summaries[index] as CardSummary,
      mintCount: row.mintCount ?? 0,
      mintLimit: row.card.family === 'fp' ? mintLimit(row.card.rarity) : 0,
      next: step ? { k: step.k, level: step.level, cost: step.cost.toString() } : null,
      refusal: trainingRefusal(repo.parentFacts(row, now)),
    };
  });
}

/** Trainings as the wire shows them, their parents' summaries and child boxes fetched once for all. */
export async function trainingViews(db: Executor, rows: repo.TrainingRow[]): Promise<TrainingView[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.parentA, row.parentB, ...(row.childBoxId ? [row.childBoxId] : [])]))];
  const found = await repo.cardsById(db, ids);
  const cardRows = ids.map((id) => found.get(id)?.card).filter((card): card is CardRow => card !== undefined);
  const summaries = new Map((await summariesOf(db, cardRows)).map((summary, index) => [cardRows[index]?.id, summary]));
  const summaryOf = (id: number): CardSummary => {
    const summary = summaries.get(id);
    if (!summary) throw new Error(`card ${id} of a training is missing`);
    return summary;
  };
  return rows.map((row) => {
    const box = row.childBoxId ? found.get(row.childBoxId)?.card : undefined;
    return {
      id: row.publicId,
      state: row.state,
      parents: [
        { card: summaryOf(row.parentA), k: row.roundA, cost: row.costA.toString() },
        { card: summaryOf(row.parentB), k: row.roundB, cost: row.costB.toString() },
      ],
      odds: oddsList(row.odds),
      startedAt: unixSeconds(row.startedAt),
      finishesAt: unixSeconds(row.finishesAt),
      finishedAt: row.finishedAt ? unixSeconds(row.finishedAt) : null,
      seedHash: sha256(row.seed),
      seed: row.state === 'finished' ? row.seed : null,
      fair: row.fairPairId !== null && row.fairNonce !== null && row.fairPurpose !== null ? { pairId: row.fairPairId, nonce: row.fairNonce, purpose: row.fairPurpose } : null,
      childRarity: row.childRarity,
      childBox: box?.tokenId ?? null,
      childBoxOpened: box ? box.state === 'unavailable' : false,
    };
  });
}

export function createTrainingService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** The user's FP cards as parents, those that can train first, then by level. */
    async cards(userId: number, request: TrainingCardsRequest): Promise<TrainingCardsResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? DEFAULT_CARD_PAGE_SIZE;
      const at = now();
      const rows = await repo.ownedFpParents(db, userId);
      // Eligibility is the rules' to decide, so the order is made here: the facts are read in one query.
      const ranked = rows
        .map((row) => ({ row, refusal: trainingRefusal(repo.parentFacts(row, at)) }))
        .sort((a, b) => (a.refusal === null ? 0 : 1) - (b.refusal === null ? 0 : 1) || (b.row.level ?? 0) - (a.row.level ?? 0) || b.row.card.id - a.row.card.id);
      const shown = ranked.slice((page - 1) * pageSize, page * pageSize).map(({ row }) => row);
      return { list: await trainingCards(db, shown, at), total: rows.length, page, pageSize };
    },

    async quote(userId: number, request: TrainingQuoteRequest): Promise<TrainingQuoteResponse> {
      const { tokenId, partnerTokenId } = request;
      if (partnerTokenId === tokenId) throw invalidParams('partnerTokenId', 'a card cannot train with itself');
      const at = now();
      const owned = await repo.ownedParents(db, userId, partnerTokenId ? [tokenId, partnerTokenId] : [tokenId]);
      const parentRow = owned.get(tokenId);
      if (!parentRow) throw new AppError('NOT_FOUND', { field: 'tokenId' });
      const partnerRow = partnerTokenId ? owned.get(partnerTokenId) : undefined;
      if (partnerTokenId && !partnerRow) throw new AppError('NOT_FOUND', { field: 'partnerTokenId' });
      const [parent, partner] = await trainingCards(db, partnerRow ? [parentRow, partnerRow] : [parentRow], at);
      if (!parent) throw new Error('the parent has no summary');
      const odds = partnerRow ? childOdds(parentRow.card.rarity, partnerRow.card.rarity) : null;
      const costs = [parent.next?.cost, partner?.next?.cost];
      const latest = await repo.latestTrainingOf(db, parentRow.card.id);
      return {
        parent,
        partner: partner ?? null,
        odds: odds ? oddsList(odds) : null,
        total: partner && costs[0] && costs[1] ? (BigInt(costs[0]) + BigInt(costs[1])).toString() : null,
        durationS: TRAINING_DURATION_S,
        latest: latest ? ((await trainingViews(db, [latest]))[0] ?? null) : null,
        now: unixSeconds(at),
      };
    },

    async start(userId: number, request: TrainingStartRequest): Promise<TrainingView> {
      const training = await db.transaction((tx) => startTraining(tx, { userId, ...request, now: now() }));
      const [view] = await trainingViews(db, [training]);
      if (!view) throw new Error('the training started has no view');
      return view;
    },

    async list(userId: number, request: TrainingListRequest): Promise<TrainingListResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? TRAINING_LIST_PAGE_SIZE;
      const [rows, total] = await Promise.all([repo.trainingsOf(db, userId, (page - 1) * pageSize, pageSize), repo.countTrainingsOf(db, userId)]);
      return { list: await trainingViews(db, rows), total, page, pageSize, now: unixSeconds(now()) };
    },
  };
}
