import { ApiPaths, type CardMineResponse } from '@fc/shared/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import { listRuns } from '../src/jobs/repository';
import { DAILY_STAMINA_JOB, STAMINA_CAP, TRIAL_EXPIRY_JOB } from '../src/modules/cards/constants';
import { changeCardState, findCard, mintCard } from '../src/modules/cards/repository';
import { cardEvents, cards, fpCards } from '../src/modules/cards/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp } from './helpers/users';

jest.setTimeout(60_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const runs = (keys: { key: string; status: string; result?: unknown }[], job: string) => keys.filter((run) => run.key.startsWith(`${job}:`));

describe('daily stamina', () => {
  it('gives every FP card its stamina back at 00:00 UTC, once per day, up to the cap', async () => {
    const user = await signUp(t);
    const card = await t.app.db.transaction((tx) => mintCard(tx, user.userId, { family: 'fp', playerId: 3, rarity: 'rare' }, t.clock.now()));
    const stamina = async () => (await t.app.db.select({ stamina: fpCards.stamina }).from(fpCards).where(eq(fpCards.cardId, card.id)))[0]?.stamina;
    // Today's period (00:00 on the test clock's day) runs first.
    await t.app.jobs.tick();
    await t.app.jobs.drain();
    await t.app.db.update(fpCards).set({ stamina: 30 }).where(eq(fpCards.cardId, card.id));

    t.clock.advance(13 * HOUR_MS); // 23:00
    await t.app.jobs.tick();
    expect(runs(await t.app.jobs.drain(), DAILY_STAMINA_JOB)).toEqual([]);
    expect(await stamina()).toBe(30);

    t.clock.advance(HOUR_MS); // 00:00 the next day
    await t.app.jobs.tick();
    expect(runs(await t.app.jobs.drain(), DAILY_STAMINA_JOB)).toMatchObject([{ key: `${DAILY_STAMINA_JOB}:2030-01-16T00:00Z`, status: 'done' }]);
    expect(await stamina()).toBe(STAMINA_CAP);

    // Run again for the same day (a second worker, a redelivery): nothing more.
    await t.app.db.update(fpCards).set({ stamina: 10 }).where(eq(fpCards.cardId, card.id));
    expect(await t.app.jobs.runPeriod(DAILY_STAMINA_JOB, { period: '2030-01-16T00:00:00.000Z' })).toMatchObject({ status: 'skipped' });
    expect(await stamina()).toBe(10);
    expect(await listRuns(t.app.db, DAILY_STAMINA_JOB)).toHaveLength(2);
  });
});

describe('trial expiry', () => {
  it('takes trial cards out of play 30 days after sign-up, from rest, a lineup or TopPrize; owned cards stay', async () => {
    const user = await signUp(t);
    const mine = async (state?: string) =>
      (await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'fp', ...(state ? { state } : {}) }, { token: user.token })).d;
    const squad = (await mine('trial')).list;
    expect(squad).toHaveLength(11);
    const owned = await t.app.db.transaction((tx) => mintCard(tx, user.userId, { family: 'fp', playerId: 7, rarity: 'common' }, t.clock.now()));
    await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: squad[0]!.tokenId, action: 'joinLineup', by: user, now: t.clock.now() }));
    await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: squad[1]!.tokenId, action: 'sendToTopPrize', by: user, now: t.clock.now() }));

    // Sessions last 7 days: past them, read the cards as the database has them.
    const inPlay = async () =>
      (await t.app.db.select({ tokenId: cards.tokenId }).from(cards).where(and(eq(cards.ownerId, user.userId), eq(cards.family, 'fp'), ne(cards.state, 'unavailable')))).map(
        (card) => card.tokenId,
      );

    t.clock.advance(30 * DAY_MS - HOUR_MS);
    await t.app.jobs.tick();
    expect(runs(await t.app.jobs.drain(), TRIAL_EXPIRY_JOB)).toMatchObject([{ status: 'done', result: { cards: 0 } }]);
    expect(await inPlay()).toHaveLength(12);

    t.clock.advance(HOUR_MS);
    await t.app.jobs.tick();
    expect(runs(await t.app.jobs.drain(), TRIAL_EXPIRY_JOB)).toMatchObject([{ status: 'done', result: { cards: 11 } }]);
    expect(await inPlay()).toEqual([owned.tokenId]);
    expect((await findCard(t.app.db, squad[0]!.tokenId))?.state).toBe('unavailable');
    const [expired] = await t.app.db.select({ n: count() }).from(cardEvents).where(eq(cardEvents.action, 'expireTrial'));
    expect(expired?.n).toBe(11);
  });
});
