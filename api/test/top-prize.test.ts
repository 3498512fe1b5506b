import {
  allocateProRata,
  ApiPaths,
  ErrorCode,
  TOP_PRIZE_JOB,
  TOP_PRIZE_MAX_CARDS,
  TOP_PRIZE_PAYOUT_TMT,
  TOP_PRIZE_TOTAL_TMT,
  TOP_PRIZE_VESTING_S,
  type CardDetailResponse,
  type DevClockResponse,
  type Rarity,
  type TopPrizeBatchResponse,
  type TopPrizeEventResponse,
  type TopPrizePayoutsResponse,
  type TopPrizeRankingResponse,
} from '@fc/shared/contracts';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { AppError } from '../src/lib/app-error';
import { changeCardState, mintCard, type MintSpec } from '../src/modules/cards/repository';
import { cards } from '../src/modules/cards/tables';
import { players } from '../src/modules/catalog/tables';
import { grants } from '../src/modules/grants/tables';
import { DEMO_TOP_PRIZE_PARTICIPANTS } from '../src/modules/top-prize/constants';
import { payTopPrize } from '../src/modules/top-prize/payouts';
import { topPrizePayouts } from '../src/modules/top-prize/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';

jest.setTimeout(120_000);

let t: TestApp;
beforeEach(async () => {
  // The test clock starts at 2030-01-15 10:00 UTC: the next payout is 10:30.
  t = await createTestApp();
});
afterEach(() => t.close());

const PERIOD = new Date('2030-01-15T10:30:00.000Z');

const mint = (ownerId: number, spec: MintSpec) => t.app.db.transaction((tx) => mintCard(tx, ownerId, spec, t.clock.now()));

/** Players of different clubs and nationalities (so that no set bonus applies by chance). */
async function loosePlayers(n: number): Promise<number[]> {
  const rows = await t.app.db.select().from(players).orderBy(asc(players.id));
  const picked: number[] = [];
  const clubsSeen = new Set<number>();
  const nationsSeen = new Set<string>();
  for (const row of rows) {
    if (clubsSeen.has(row.clubId) || nationsSeen.has(row.nationality)) continue;
    clubsSeen.add(row.clubId);
    nationsSeen.add(row.nationality);
    picked.push(row.id);
    if (picked.length === n) return picked;
  }
  throw new Error('not enough loose players');
}

async function mintLoose(owner: QuickUser, rarities: Rarity[], family: 'collectible' | 'fp' = 'collectible'): Promise<string[]> {
  const ids = await loosePlayers(rarities.length);
  const tokens: string[] = [];
  for (const [index, rarity] of rarities.entries()) tokens.push((await mint(owner.userId, { family, playerId: ids[index]!, rarity })).tokenId);
  return tokens;
}

const trialCards = async (user: QuickUser) =>
  (await t.app.db.select().from(cards).where(and(eq(cards.ownerId, user.userId), isNotNull(cards.trialUntil))).orderBy(asc(cards.id))).map((card) => card.tokenId);

const send = (user: QuickUser, tokenIds: string[]) => t.call<TopPrizeBatchResponse>(ApiPaths.topPrizeSend, { tokenIds }, { token: user.token });
const recall = (user: QuickUser, tokenIds: string[]) => t.call<TopPrizeBatchResponse>(ApiPaths.topPrizeRecall, { tokenIds }, { token: user.token });
const event = (user?: QuickUser) => t.call<TopPrizeEventResponse>(ApiPaths.topPrizeEvent, {}, user ? { token: user.token } : {});

async function advance(seconds: number): Promise<DevClockResponse['ran']> {
  const moved = await t.call<DevClockResponse>(ApiPaths.devClock, { advance: seconds });
  expect(moved.r).toBe(0);
  return moved.d.ran.filter((run) => run.key.startsWith(TOP_PRIZE_JOB));
}

const topPrizeGrants = () => t.app.db.select().from(grants).where(eq(grants.source, 'topPrize')).orderBy(asc(grants.userId), asc(grants.trial));

describe('sending and recalling cards', () => {
  it('sends a batch card by card, with counts and each refusal, and recalls the same way', async () => {
    const [user, other] = await quickUsers(t, 2);
    const [trialA, trialB] = await trialCards(user!);
    const [rare] = await mintLoose(user!, ['rare']);
    const [othersCard] = await mintLoose(other!, ['epic']);

    const sent = await send(user!, [trialA!, rare!, othersCard!, '999999999']);
    expect(sent.r).toBe(0);
    expect(sent.d).toMatchObject({ sent: 2, failed: 2, done: [trialA, rare], failures: [{ tokenId: othersCard, code: 'NOT_FOUND' }, { tokenId: '999999999', code: 'NOT_FOUND' }] });

    // Already in the event: refused as such; the other card goes.
    const again = await send(user!, [rare!, trialB!]);
    expect(again.d).toMatchObject({ sent: 1, failed: 1, failures: [{ tokenId: rare, code: 'RECALL_FROM_TOPPRIZE_FIRST' }] });

    const view = await event(user);
    expect(view.d.me?.cards.map((card) => card.tokenId).sort()).toEqual([trialA, trialB, rare].sort());
    expect(view.d.me?.cards.find((card) => card.tokenId === trialA)).toMatchObject({ trial: true, family: 'fp', rarity: 'common' });
    expect(view.d.participants).toBe(1);
    expect(view.d.me?.power).toBe(view.d.totalPower);
    // The only participant: the whole next payout is projected as theirs.
    expect(view.d.me?.projectedShare).toBe(TOP_PRIZE_PAYOUT_TMT.toString());

    const back = await recall(user!, [trialA!, othersCard!]);
    expect(back.d).toMatchObject({ sent: 1, failed: 1, failures: [{ tokenId: othersCard, code: 'NOT_FOUND' }] });
    const notIn = await recall(user!, [trialA!]);
    expect(notIn.d).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await t.app.db.select().from(cards).where(eq(cards.tokenId, trialA!));
    expect(row?.state).toBe('trial');
  });

  it('counts power with the shared function: 1 rare + 1 epic of different clubs = 110.00', async () => {
    const [user] = await quickUsers(t, 1);
    const tokens = await mintLoose(user!, ['rare', 'epic'], 'fp');
    const sent = await send(user!, tokens);
    expect(sent.d).toMatchObject({ sent: 2, failed: 0, power: 11_000 });
    expect((await event(user)).d.me).toMatchObject({ power: 11_000, cardsPower: 11_000, bonuses: [], bonusPercent: 0, rank: 1 });
  });

  it('keeps at most 30 cards in the event: the 31st is refused with SELECTION_LIMIT', async () => {
    const [user] = await quickUsers(t, 1);
    const [playerId] = await loosePlayers(1);
    const tokens: string[] = [];
    for (let index = 0; index < TOP_PRIZE_MAX_CARDS + 1; index += 1) tokens.push((await mint(user!.userId, { family: 'collectible', playerId: playerId!, rarity: 'common' })).tokenId);
    const first = await send(user!, tokens.slice(0, 29));
    expect(first.d).toMatchObject({ sent: 29, failed: 0 });
    const last = await send(user!, tokens.slice(29));
    expect(last.d).toMatchObject({ sent: 1, failed: 1, failures: [{ tokenId: tokens[30], code: 'SELECTION_LIMIT' }] });
    // 30 copies of one common player: 1.00 + 0.90 + 0.80 + 0.70 + 0.60 + 25 × 0.50 (capped) = 16.50.
    expect(last.d.power).toBe(1_650);
    // Recalled one, the 31st fits.
    await recall(user!, [tokens[0]!]);
    expect((await send(user!, [tokens[30]!])).d).toMatchObject({ sent: 1, failed: 0 });
  });

  it('blocks a sent card elsewhere with RECALL_FROM_TOPPRIZE_FIRST, and the card page says so', async () => {
    const [user] = await quickUsers(t, 1);
    const [card, partner] = await mintLoose(user!, ['rare', 'rare'], 'fp');
    await send(user!, [card!]);

    const listing = await t.call(ApiPaths.marketSell, { tokenId: card, saleType: 'fixed', price: '1000000000000000000' }, { token: user!.token });
    expect(listing.r).toBe(ErrorCode.RECALL_FROM_TOPPRIZE_FIRST);
    const training = await t.call(ApiPaths.trainingStart, { tokenId: card, partnerTokenId: partner }, { token: user!.token });
    expect(training.r).toBe(ErrorCode.RECALL_FROM_TOPPRIZE_FIRST);
    const stake = t.app.db.transaction((tx) => changeCardState(tx, { tokenId: card!, action: 'stake', by: { userId: user!.userId }, now: t.clock.now() }));
    await expect(stake).rejects.toEqual(new AppError('RECALL_FROM_TOPPRIZE_FIRST'));

    const detail = await t.call<CardDetailResponse>(ApiPaths.cardDetail, { tokenId: card }, { token: user!.token });
    expect(detail.d.card.state).toBe('in_use');
    expect(detail.d.actions).toMatchObject({ list: { ok: false, code: ErrorCode.RECALL_FROM_TOPPRIZE_FIRST }, train: { ok: false, code: ErrorCode.RECALL_FROM_TOPPRIZE_FIRST } });
  });

  it('refuses bad input with an error code and writes nothing; guests may not send', async () => {
    const [user] = await quickUsers(t, 1);
    const [card] = await mintLoose(user!, ['rare']);
    const before = await t.fingerprint();
    for (const body of [{}, { tokenIds: [] }, { tokenIds: ['abc'] }, { tokenIds: [card, card] }, { tokenIds: [card], extra: 1 }, { tokenIds: Array.from({ length: 31 }, (_, i) => String(i + 1)) }]) {
      const answer = await t.call(ApiPaths.topPrizeSend, body, { token: user!.token });
      expect(answer.r).toBe(ErrorCode.INVALID_PARAMS);
    }
    expect((await t.call(ApiPaths.topPrizeSend, { tokenIds: [card] })).r).not.toBe(0);
    expect((await t.call(ApiPaths.topPrizePayouts, {})).r).not.toBe(0);
    expect((await t.call(ApiPaths.topPrizeRanking, { page: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('the payout', () => {
  it('pays min(2,600 TMT, pool left) pro rata to power at the half hour, as 180-day grants, the trial part apart, once', async () => {
    const [big, small, guestlike] = await quickUsers(t, 3);
    // The 10:00 period runs with nobody in the event: nothing paid, no payout row.
    expect(await advance(60)).toEqual([{ key: `${TOP_PRIZE_JOB}:2030-01-15T10:00Z`, status: 'done' }]);
    expect((await send(big!, await mintLoose(big!, ['epic']))).d.power).toBe(10_000);
    const [trial] = await trialCards(small!);
    expect((await send(small!, [...(await mintLoose(small!, ['rare'])), trial!])).d.power).toBe(1_100);

    expect(await advance(28 * 60)).toEqual([]);
    expect(await topPrizeGrants()).toEqual([]);
    expect(await advance(60)).toEqual([{ key: `${TOP_PRIZE_JOB}:2030-01-15T10:30Z`, status: 'done' }]);

    // Shared whole: the floors, and the base units they leave to the larger remainder.
    const [bigShare, smallShare] = allocateProRata(TOP_PRIZE_PAYOUT_TMT, [10_000, 1_100]) as [bigint, bigint];
    expect(bigShare + smallShare).toBe(TOP_PRIZE_PAYOUT_TMT);
    const smallTrial = (smallShare * 100n) / 1_100n;
    const paid = await topPrizeGrants();
    expect(paid.map((grant) => ({ userId: grant.userId, ref: grant.ref, amount: grant.amount, trial: grant.trial, durationS: grant.durationS, startsAt: grant.startsAt.toISOString() }))).toEqual([
      { userId: big!.userId, ref: `2030-01-15T10:30Z:${big!.userId}`, amount: bigShare, trial: false, durationS: TOP_PRIZE_VESTING_S, startsAt: PERIOD.toISOString() },
      { userId: small!.userId, ref: `2030-01-15T10:30Z:${small!.userId}`, amount: smallShare - smallTrial, trial: false, durationS: TOP_PRIZE_VESTING_S, startsAt: PERIOD.toISOString() },
      { userId: small!.userId, ref: `2030-01-15T10:30Z:${small!.userId}:trial`, amount: smallTrial, trial: true, durationS: TOP_PRIZE_VESTING_S, startsAt: PERIOD.toISOString() },
    ]);
    const [row] = await t.app.db.select().from(topPrizePayouts);
    expect(row).toMatchObject({ period: PERIOD, pool: TOP_PRIZE_PAYOUT_TMT, amount: TOP_PRIZE_PAYOUT_TMT, participants: 2, totalPower: 11_100 });

    // The clock again within the period, the period again, the payout again: nothing more.
    expect(await advance(60)).toEqual([]);
    expect(await t.app.jobs.runPeriod(TOP_PRIZE_JOB, { period: PERIOD.toISOString() })).toMatchObject({ status: 'skipped' });
    expect(await t.app.db.transaction((tx) => payTopPrize(tx, PERIOD, t.app.now()))).toMatchObject({ status: 'alreadyPaid', paid: 0 });
    expect(await topPrizeGrants()).toHaveLength(3);

    // The views: the event, the ranking (clubs as the rankings show them), my payouts.
    const view = await event(guestlike);
    expect(view.d).toMatchObject({ paid: (bigShare + smallShare).toString(), poolLeft: (TOP_PRIZE_TOTAL_TMT - bigShare - smallShare).toString(), participants: 2, totalPower: 11_100 });
    expect(view.d.me).toMatchObject({ power: 0, rank: null, projectedShare: '0', cards: [] });
    expect(view.d.recent).toEqual([{ at: PERIOD.getTime() / 1000, amount: (bigShare + smallShare).toString(), participants: 2, totalPower: 11_100 }]);
    expect(view.d.nextPayoutAt).toBe(PERIOD.getTime() / 1000 + 1800);
    const ranking = await t.call<TopPrizeRankingResponse>(ApiPaths.topPrizeRanking, {}, { token: small!.token });
    expect(ranking.d.list.map((entry) => ({ rank: entry.rank, power: entry.power, me: entry.me, cards: entry.cards }))).toEqual([
      { rank: 1, power: 10_000, me: false, cards: 1 },
      { rank: 2, power: 1_100, me: true, cards: 2 },
    ]);
    expect(ranking.d.list[0]!.club).not.toBe('');
    const mine = await t.call<TopPrizePayoutsResponse>(ApiPaths.topPrizePayouts, {}, { token: small!.token });
    expect(mine.d).toEqual({ list: [{ at: PERIOD.getTime() / 1000, amount: smallShare.toString(), trialAmount: smallTrial.toString() }], total: 1, page: 1, totalAmount: smallShare.toString() });
  });

  it('pays a period once with two runs at once', async () => {
    const [user] = await quickUsers(t, 1);
    await send(user!, await mintLoose(user!, ['rare']));
    const runs = await Promise.all([t.app.jobs.runPeriod(TOP_PRIZE_JOB, { period: PERIOD.toISOString() }), t.app.jobs.runPeriod(TOP_PRIZE_JOB, { period: PERIOD.toISOString() })]);
    expect(runs.map((run) => run.status).sort()).toEqual(['done', 'skipped']);
    const payouts = await Promise.all([0, 1].map(() => t.app.db.transaction((tx) => payTopPrize(tx, PERIOD, t.app.now()))));
    expect(payouts.map((payout) => payout.status)).toEqual(['alreadyPaid', 'alreadyPaid']);
    const paid = await topPrizeGrants();
    expect(paid.map((grant) => grant.amount)).toEqual([TOP_PRIZE_PAYOUT_TMT]);
    expect(await t.app.db.select().from(topPrizePayouts)).toHaveLength(1);
  });

  it('pays what is left of the 10,000,000 TMT, to the last base unit, then stops', async () => {
    const [a, b, c] = await quickUsers(t, 3);
    for (const user of [a!, b!, c!]) await send(user, await mintLoose(user, ['common']));
    const history = new Date('2030-01-15T09:30:00.000Z');
    await t.app.db.insert(topPrizePayouts).values({ period: history, pool: TOP_PRIZE_TOTAL_TMT - 10n, amount: TOP_PRIZE_TOTAL_TMT - 10n, totalPower: 1, participants: 1, createdAt: history });
    expect((await event()).d).toMatchObject({ poolLeft: '10', nextPayout: '10' });

    expect(await t.app.db.transaction((tx) => payTopPrize(tx, PERIOD, t.app.now()))).toMatchObject({ status: 'paid', paid: 3, amount: '10' });
    // 10 × 100 ÷ 300 = 3.33: 3 each, and the unit left to the first of the equal remainders.
    expect((await topPrizeGrants()).map((grant) => grant.amount).sort()).toEqual([3n, 3n, 4n]);
    expect((await event()).d).toMatchObject({ poolLeft: '0', paid: TOP_PRIZE_TOTAL_TMT.toString(), nextPayoutAt: null, nextPayout: '0' });

    expect(await t.app.db.transaction((tx) => payTopPrize(tx, new Date('2030-01-15T11:00:00.000Z'), t.app.now()))).toMatchObject({ status: 'poolEmpty' });
    expect(await t.app.db.select().from(grants).where(and(eq(grants.source, 'topPrize'), ne(grants.amount, 3n), ne(grants.amount, 4n)))).toEqual([]);
  });

  it('shows guests the public parts', async () => {
    const view = await event();
    expect(view.r).toBe(0);
    expect(view.d).toMatchObject({ me: null, participants: 0, totalPower: 0, poolLeft: TOP_PRIZE_TOTAL_TMT.toString(), nextPayoutAt: PERIOD.getTime() / 1000, recent: [] });
    expect((await t.call<TopPrizeRankingResponse>(ApiPaths.topPrizeRanking, {})).d).toEqual({ list: [], total: 0, page: 1, totalPower: 0 });
  });
});

describe('the demo seed', () => {
  it('has the event running: demo participants in it and the last half hours paid', async () => {
    await t.close();
    t = await createTestApp({ seed: true });
    const view = await event();
    expect(view.d.participants).toBe(DEMO_TOP_PRIZE_PARTICIPANTS.length);
    expect(view.d.recent).toHaveLength(5);
    expect(view.d.recent[0]!.at).toBe(PERIOD.getTime() / 1000 - 1800 - 1800);
    // Six half hours paid whole: no dust left behind in the figures a visitor reads.
    expect(view.d.paid).toBe((6n * TOP_PRIZE_PAYOUT_TMT).toString());
    const ranking = await t.call<TopPrizeRankingResponse>(ApiPaths.topPrizeRanking, {});
    expect(ranking.d.list.map((row) => row.club)).toEqual(['Half Hour Athletic', 'Harbor Prize FC', 'Golden Boot United']);
  }, 400_000);
});
