import {
  nextTopPrizePayoutS,
  TOP_PRIZE_MAX_CARDS,
  TOP_PRIZE_PAGE_SIZE,
  TOP_PRIZE_RECENT_PAYOUTS,
  TOP_PRIZE_STARTS_AT_S,
  TOP_PRIZE_TOTAL_TMT,
  topPrizePayoutPool,
  topPrizeShare,
  type TopPrizeBatchRequest,
  type TopPrizeBatchResponse,
  type TopPrizeEventResponse,
  type TopPrizePayoutsRequest,
  type TopPrizePayoutsResponse,
  type TopPrizeRankingRequest,
  type TopPrizeRankingResponse,
} from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { changeCardState } from '../cards';
import { lockManager } from '../game';
import { clubsOf } from '../pvp';
import { eventCardCount, eventCards, myPayouts, paidSoFar, recentPayouts } from './repository';
import { powerOf, standings } from './standings';

interface Deps {
  db: Database;
  now: () => Date;
}

type Batch = { action: 'sendToTopPrize' | 'recallFromTopPrize' };

/**
 * Tries each card of a batch through the card state machine on its own (a savepoint each): a refused card keeps its
 * state and is counted as failed with its refusal code; a send past the 30-card limit is refused with SELECTION_LIMIT.
 */
async function runBatch(tx: Transaction, userId: number, request: TopPrizeBatchRequest, { action }: Batch, now: Date): Promise<TopPrizeBatchResponse> {
  await lockManager(tx, userId);
  let inEvent = await eventCardCount(tx, userId);
  const done: string[] = [];
  const failures: TopPrizeBatchResponse['failures'] = [];
  for (const tokenId of request.tokenIds) {
    if (action === 'sendToTopPrize' && inEvent >= TOP_PRIZE_MAX_CARDS) {
      failures.push({ tokenId, code: 'SELECTION_LIMIT' });
      continue;
    }
    try {
      await tx.transaction((savepoint) => changeCardState(savepoint, { tokenId, action, by: { userId }, now, ref: 'topPrize' }));
      done.push(tokenId);
      inEvent += action === 'sendToTopPrize' ? 1 : -1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.push({ tokenId, code: error.code });
    }
  }
  const power = powerOf(await eventCards(tx, userId));
  return { sent: done.length, failed: failures.length, done, failures, power: power.total };
}

export function createTopPrizeService({ db, now }: Deps) {
  return {
    async event(userId: number | null): Promise<TopPrizeEventResponse> {
      const nowS = unixSeconds(now());
      const paid = await paidSoFar(db);
      const poolLeft = TOP_PRIZE_TOTAL_TMT - paid;
      const nextPool = topPrizePayoutPool(poolLeft);
      const { list, totalPower } = await standings(db);
      const recent = await recentPayouts(db, TOP_PRIZE_RECENT_PAYOUTS);
      let me: TopPrizeEventResponse['me'] = null;
      if (userId !== null) {
        const index = list.findIndex((standing) => standing.userId === userId);
        const cards = index >= 0 ? list[index]!.cards : await eventCards(db, userId);
        const power = powerOf(cards);
        const byToken = new Map(power.breakdown.map((row) => [row.tokenId, row]));
        me = {
          power: power.total,
          cardsPower: power.cards,
          bonuses: power.bonuses,
          bonusPercent: power.bonusPercent,
          projectedShare: topPrizeShare(nextPool, power.total, totalPower).toString(),
          rank: index >= 0 ? index + 1 : null,
          cards: cards.map((card) => ({
            tokenId: card.tokenId,
            family: card.family,
            rarity: card.rarity,
            trial: card.trial,
            playerId: card.playerId,
            playerName: card.playerName,
            position: card.position,
            clubId: card.clubId,
            clubName: card.clubName,
            nationality: card.nationality,
            power: byToken.get(card.tokenId)?.power ?? 0,
            penaltyPercent: byToken.get(card.tokenId)?.penaltyPercent ?? 0,
          })),
        };
      }
      return {
        startsAt: TOP_PRIZE_STARTS_AT_S,
        poolTotal: TOP_PRIZE_TOTAL_TMT.toString(),
        poolLeft: poolLeft.toString(),
        paid: paid.toString(),
        nextPayoutAt: nextPool > 0n ? nextTopPrizePayoutS(nowS) : null,
        nextPayout: nextPool.toString(),
        totalPower,
        participants: list.length,
        recent: recent.map((row) => ({ at: unixSeconds(row.period), amount: row.amount.toString(), participants: row.participants, totalPower: row.totalPower })),
        me,
        now: nowS,
      };
    },

    send(userId: number, request: TopPrizeBatchRequest): Promise<TopPrizeBatchResponse> {
      return db.transaction((tx) => runBatch(tx, userId, request, { action: 'sendToTopPrize' }, now()));
    },

    recall(userId: number, request: TopPrizeBatchRequest): Promise<TopPrizeBatchResponse> {
      return db.transaction((tx) => runBatch(tx, userId, request, { action: 'recallFromTopPrize' }, now()));
    },

    async ranking(userId: number | null, request: TopPrizeRankingRequest): Promise<TopPrizeRankingResponse> {
      const page = request.page ?? 1;
      const { list, totalPower } = await standings(db);
      const nextPool = topPrizePayoutPool(TOP_PRIZE_TOTAL_TMT - (await paidSoFar(db)));
      const rows = list.slice((page - 1) * TOP_PRIZE_PAGE_SIZE, page * TOP_PRIZE_PAGE_SIZE);
      const names = await clubsOf(db, rows.map((row) => row.userId));
      return {
        list: rows.map((row, index) => ({
          rank: (page - 1) * TOP_PRIZE_PAGE_SIZE + index + 1,
          club: names.get(row.userId) ?? '',
          power: row.power.total,
          cards: row.cards.length,
          share: topPrizeShare(nextPool, row.power.total, totalPower).toString(),
          me: row.userId === userId,
        })),
        total: list.length,
        page,
        totalPower,
      };
    },

    async payouts(userId: number, request: TopPrizePayoutsRequest): Promise<TopPrizePayoutsResponse> {
      const page = request.page ?? 1;
      const { list, total, totalAmount } = await myPayouts(db, userId, TOP_PRIZE_PAGE_SIZE, (page - 1) * TOP_PRIZE_PAGE_SIZE);
      return {
        list: list.map((row) => ({ at: unixSeconds(row.at), amount: row.amount.toString(), trialAmount: row.trialAmount.toString() })),
        total,
        page,
        totalAmount: totalAmount.toString(),
      };
    },
  };
}
