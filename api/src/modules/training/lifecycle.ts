import type { Transaction } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import { changeCardState, mintCard } from '../cards';
import { takeFairDraw } from '../fair';
import { MessageKind, deliverMessage } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { TRAINING_CURRENCY, TRAINING_DURATION_S, TRAINING_JOB_BATCH, TRAINING_LEDGER_REF_PREFIX } from './constants';
import * as repo from './repository';
import { childOdds, drawChildRarity, nextStep, trainingRefusal } from './rules';

/** What a card's changes and the ledger rows of a training name as their cause. */
export function trainingRef(training: Pick<repo.TrainingRow, 'publicId'>): string {
  return `${TRAINING_LEDGER_REF_PREFIX}${training.publicId}`;
}

export interface StartTraining {
  userId: number;
  tokenId: string;
  partnerTokenId: string;
  now: Date;
  /** When the 24 hours start; `now` unless a seed back-dates it. */
  startedAt?: Date;
}

/**
 * Starts a training in the caller's transaction: both cards locked (in id order), each checked as a parent (owned, an
 * FP card, not on trial, a training left, the level, then the card state machine's `train`), both moved to `training`
 * through the state machine with their mint counts raised, and each parent's cost paid in TMT (one ledger row each).
 * Any refusal throws with the field of the card it is about, and the transaction writes nothing.
 */
export async function startTraining(tx: Transaction, request: StartTraining): Promise<repo.TrainingRow> {
  const { userId, tokenId, partnerTokenId, now } = request;
  if (tokenId === partnerTokenId) throw invalidParams('partnerTokenId', 'a card cannot train with itself');
  await repo.lockCards(tx, [tokenId, partnerTokenId]);
  const owned = await repo.ownedParents(tx, userId, [tokenId, partnerTokenId]);
  const parents = ([
    [tokenId, 'tokenId'],
    [partnerTokenId, 'partnerTokenId'],
  ] as const).map(([token, field]) => {
    const row = owned.get(token);
    if (!row) throw new AppError('NOT_FOUND', { field });
    const refusal = trainingRefusal(repo.parentFacts(row, now));
    if (refusal) throw new AppError(refusal, { field });
    const step = nextStep(row.card.rarity, row.mintCount ?? 0);
    if (!step) throw new AppError('TRAINING_TIMES_NOT_ENOUGH', { field });
    return { row, step };
  });
  const [a, b] = parents;
  const odds = childOdds(a?.row.card.rarity ?? null, b?.row.card.rarity ?? null);
  if (!a || !b || !odds) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'partnerTokenId' });

  const startedAt = request.startedAt ?? now;
  const trainingId = publicId();
  // The child's rarity is drawn now, from the user's next provably fair digest, and shown once the training finishes.
  const fair = await takeFairDraw(tx, userId, 'training', trainingRef({ publicId: trainingId }), now);
  const training = await repo.insertTraining(tx, {
    publicId: trainingId,
    ownerId: userId,
    parentA: a.row.card.id,
    parentB: b.row.card.id,
    roundA: a.step.k,
    roundB: b.step.k,
    costA: a.step.cost,
    costB: b.step.cost,
    odds,
    seed: fair.digest,
    fairPairId: fair.pairId,
    fairNonce: fair.nonce,
    fairPurpose: fair.purpose,
    state: 'started',
    startedAt,
    finishesAt: addMs(startedAt, TRAINING_DURATION_S * 1000),
  });
  const ref = trainingRef(training);
  for (const { row, step } of parents) {
    await changeCardState(tx, { tokenId: row.card.tokenId, action: 'train', by: { userId }, now, ref });
    if (!(await repo.countTraining(tx, row.card.id, step.k))) throw new Error(`card ${row.card.tokenId} trained under its row lock`);
  }
  for (const { step } of parents) {
    await applyLedgerEntry(tx, { userId, currency: TRAINING_CURRENCY, delta: -step.cost, reason: LedgerReason.training, ref }, now);
  }
  return training;
}

/**
 * Finishes one locked training that is due: draws the child's rarity from its seed and odds, mints the mystery box
 * (knowing the parents) to its owner, gives the parents back through the state machine and tells the owner in the
 * message box.
 */
async function finishTraining(tx: Transaction, training: repo.TrainingRow, now: Date): Promise<void> {
  const childRarity = drawChildRarity(training);
  const ref = trainingRef(training);
  const box = await mintCard(tx, training.ownerId, { family: 'box', rarity: childRarity, parents: [training.parentA, training.parentB] }, now, ref);
  if (!(await repo.markFinished(tx, training.id, { childRarity, childBoxId: box.id, finishedAt: now }))) {
    throw new Error(`training ${training.publicId} finished under its row lock`);
  }
  const parents = await repo.cardsById(tx, [training.parentA, training.parentB]);
  for (const id of [training.parentA, training.parentB]) {
    const parent = parents.get(id);
    // A parent rests in `training` for the whole 24 hours: the state machine lets nothing else move it.
    if (parent?.card.state === 'training') {
      await changeCardState(tx, { tokenId: parent.card.tokenId, action: 'finishTraining', by: 'system', now, ref });
    }
  }
  await deliverMessage(tx, {
    userId: training.ownerId,
    kind: MessageKind.trainingFinished,
    params: { parentA: parents.get(training.parentA)?.playerName ?? '', parentB: parents.get(training.parentB)?.playerName ?? '' },
    now,
  });
}

/** The job's work at `now`: trainings just paid for go in progress, those due finish. */
export async function runTrainings(tx: Transaction, now: Date): Promise<{ inProgress: number; finished: number }> {
  const inProgress = await repo.markInProgress(tx);
  const due = await repo.lockDueTrainings(tx, now, TRAINING_JOB_BATCH);
  for (const training of due) await finishTraining(tx, training, now);
  return { inProgress, finished: due.length };
}
