import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fairDigestHex, trainingChildRarity } from '@fc/shared/fair';
import {
  ApiPaths,
  ErrorCode,
  RARITIES,
  toBaseUnits,
  type CardMineResponse,
  type CardOpenResponse,
  type CurrencyResponse,
  type DevGrantResponse,
  type EventListResponse,
  type FairRotateResponse,
  type LoginResponse,
  type Rarity,
  type TrainingCardsResponse,
  type TrainingListResponse,
  type TrainingQuoteResponse,
  type TrainingView,
} from '@fc/shared/contracts';
import { DEMO_ACCOUNT } from '../src/app';
import { findUserByPublicId } from '../src/modules/account/repository';
import { changeCardState, findCard } from '../src/modules/cards/repository';
import { fpCards } from '../src/modules/cards/tables';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { CHILD_ODDS, MINT_LIMIT, TRAINING_JOB } from '../src/modules/training/constants';
import { childOdds, drawChildRarity, nextStep } from '../src/modules/training/rules';
import { trainings } from '../src/modules/training/tables';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const tmt = (whole: string) => toBaseUnits('TMT', whole).toString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Trainer {
  email: string;
  token: string;
  userId: number;
  fp: string[];
}

/** A new account (through /dev/grant) with TMT and FP cards of the given rarities and levels. */
async function trainer(fp: { rarity: Rarity; level?: number }[], balance = '10000'): Promise<Trainer> {
  const email = uniqueEmail('trainer');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, currencies: { TMT: tmt(balance) }, fpCards: fp });
  expect(granted.r).toBe(0);
  const session = await login(t, email, DEV_GRANT_PASSWORD);
  const user = await findUserByPublicId(t.app.db, session.pid);
  if (!user) throw new Error('no such user');
  return { email, token: session.token, userId: user.id, fp: granted.d.fpCards };
}

const call = <T>(who: Trainer, path: string, body: object) => t.call<T>(path, body, { token: who.token });
const start = (who: Trainer, tokenId: string, partnerTokenId: string) => call<TrainingView>(who, ApiPaths.trainingStart, { tokenId, partnerTokenId });
const balance = async (who: Trainer) => (await call<CurrencyResponse>(who, ApiPaths.currency, {})).d.currency.TMT;
const cardId = async (tokenId: string) => {
  const card = await findCard(t.app.db, tokenId);
  if (!card) throw new Error(`no card ${tokenId}`);
  return card.id;
};
const setFp = async (tokenId: string, values: Partial<typeof fpCards.$inferInsert>) =>
  t.app.db.update(fpCards).set(values).where(eq(fpCards.cardId, await cardId(tokenId)));
const fpOf = async (tokenId: string) => (await t.app.db.select().from(fpCards).where(eq(fpCards.cardId, await cardId(tokenId))))[0];
const runJob = async () => {
  await t.app.jobs.tick();
  return (await t.app.jobs.drain()).filter((run) => run.key.startsWith(`${TRAINING_JOB}:`));
};

describe('the rules', () => {
  // DOMAIN.md "Training (mint)": k, the level it needs, and the TMT per parent by rarity.
  const TABLE: [number, number, number, number, number, number | null][] = [
    [1, 5, 30, 60, 250, 1250],
    [2, 10, 30, 60, 300, 1500],
    [3, 20, 36, 72, 350, 1850],
    [4, 30, 42, 84, 400, null],
    [5, 40, 48, 96, 450, null],
    [6, 50, 54, 108, 520, null],
    [7, 60, 60, 120, 600, null],
  ];

  it("costs and levels follow DOMAIN.md's table; common, rare and epic train 7 times, legendary 3, unique never", () => {
    for (const [k, level, ...costs] of TABLE) {
      (['common', 'rare', 'epic', 'legendary'] as const).forEach((rarity, index) => {
        const cost = costs[index];
        const expected = cost === null || cost === undefined ? null : { k, level, cost: toBaseUnits('TMT', String(cost)) };
        expect({ rarity, k, step: nextStep(rarity, k - 1) }).toEqual({ rarity, k, step: expected });
      });
      expect(nextStep('unique', k - 1)).toBeNull();
    }
    expect(nextStep('epic', 7)).toBeNull();
    expect(MINT_LIMIT).toEqual({ common: 7, rare: 7, epic: 7, legendary: 3, unique: 0 });
  });

  it('gives the child odds for every pair of rarities that can train, summing to 100 %, in either order', () => {
    const trainable = RARITIES.filter((rarity) => rarity !== 'unique');
    for (const a of trainable) {
      for (const b of trainable) {
        const odds = childOdds(a, b);
        expect(odds).toEqual(childOdds(b, a));
        expect(Object.values(odds ?? {}).reduce((sum, chance) => sum + chance, 0)).toBe(10_000);
      }
    }
    expect(Object.keys(CHILD_ODDS)).toHaveLength(10);
    expect(childOdds('unique', 'common')).toBeNull();
  });
});

describe('/training/cards and /training/quote', () => {
  it('lists the FP cards that can train first, the others with the reason, and quotes a pair with costs and odds', async () => {
    const who = await trainer([
      { rarity: 'rare', level: 5 },
      { rarity: 'epic', level: 4 },
      { rarity: 'common', level: 6 },
      { rarity: 'unique', level: 10 },
    ]);
    const [rare, epic, common, unique] = who.fp as [string, string, string, string];
    const { d } = await call<TrainingCardsResponse>(who, ApiPaths.trainingCards, { pageSize: 100 });
    // 4 granted cards and the trial squad of 11.
    expect(d.total).toBe(15);
    const byToken = new Map(d.list.map((entry) => [entry.card.tokenId, entry]));
    expect(d.list.slice(0, 2).map((entry) => entry.card.tokenId)).toEqual([common, rare]);
    expect(byToken.get(rare)).toMatchObject({ mintCount: 0, mintLimit: 7, next: { k: 1, level: 5, cost: tmt('60') }, refusal: null });
    expect(byToken.get(epic)).toMatchObject({ next: { k: 1, level: 5, cost: tmt('250') }, refusal: 'LEVEL_NOT_ENOUGH' });
    expect(byToken.get(unique)).toMatchObject({ mintLimit: 0, next: null, refusal: 'TRAINING_TIMES_NOT_ENOUGH' });
    expect(d.list.filter((entry) => entry.card.state === 'trial').every((entry) => entry.refusal === 'TRIAL_CARD_FORBIDDEN')).toBe(true);

    const quote = await call<TrainingQuoteResponse>(who, ApiPaths.trainingQuote, { tokenId: rare, partnerTokenId: common });
    expect(quote.r).toBe(0);
    expect(quote.d).toMatchObject({
      parent: { card: { tokenId: rare }, refusal: null },
      partner: { card: { tokenId: common }, next: { cost: tmt('30') }, refusal: null },
      odds: [
        { rarity: 'common', chance: 6_000 },
        { rarity: 'rare', chance: 3_400 },
        { rarity: 'epic', chance: 550 },
        { rarity: 'legendary', chance: 50 },
      ],
      total: tmt('90'),
      durationS: 86_400,
      latest: null,
    });
    const alone = await call<TrainingQuoteResponse>(who, ApiPaths.trainingQuote, { tokenId: epic });
    expect(alone.d).toMatchObject({ parent: { refusal: 'LEVEL_NOT_ENOUGH' }, partner: null, odds: null, total: null });
  });

  it('answers NOT_FOUND for a card of someone else, and 1001 for a card paired with itself', async () => {
    const [who, other] = [await trainer([{ rarity: 'rare', level: 5 }]), await trainer([{ rarity: 'rare', level: 5 }])];
    const [mine] = who.fp as [string];
    const [theirs] = other.fp as [string];
    expect((await call(who, ApiPaths.trainingQuote, { tokenId: theirs })).d).toEqual({ field: 'tokenId' });
    const refused = await call(who, ApiPaths.trainingQuote, { tokenId: mine, partnerTokenId: theirs });
    expect([refused.r, refused.d]).toEqual([ErrorCode.NOT_FOUND, { field: 'partnerTokenId' }]);
    expect((await call(who, ApiPaths.trainingQuote, { tokenId: mine, partnerTokenId: mine })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});

describe('/training/start', () => {
  it('pays each parent in TMT, moves both to training, counts their training and lists it started for 24 hours', async () => {
    const who = await trainer([
      { rarity: 'epic', level: 5 },
      { rarity: 'legendary', level: 6 },
    ]);
    const [epic, legendary] = who.fp as [string, string];
    const answer = await start(who, epic, legendary);
    expect(answer.r).toBe(0);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(answer.d).toMatchObject({
      state: 'started',
      parents: [
        { card: { tokenId: epic, state: 'training' }, k: 1, cost: tmt('250') },
        { card: { tokenId: legendary, state: 'training' }, k: 1, cost: tmt('1250') },
      ],
      odds: [
        { rarity: 'rare', chance: 500 },
        { rarity: 'epic', chance: 6_500 },
        { rarity: 'legendary', chance: 2_900 },
        { rarity: 'unique', chance: 100 },
      ],
      startedAt: now,
      finishesAt: now + 86_400,
      finishedAt: null,
      seed: null,
      childRarity: null,
      childBox: null,
    });
    expect(answer.d.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balance(who)).toBe(tmt(String(10_000 - 1_500)));
    const rows = (await ledgerEntries(t.app.db, who.userId)).filter((row) => row.reason === 'training');
    expect(rows.map((row) => [row.delta, row.ref])).toEqual([
      [-toBaseUnits('TMT', '250'), `training:${answer.d.id}`],
      [-toBaseUnits('TMT', '1250'), `training:${answer.d.id}`],
    ]);
    expect([(await fpOf(epic))?.mintCount, (await fpOf(legendary))?.mintCount]).toEqual([1, 1]);
    const listed = await call<TrainingListResponse>(who, ApiPaths.trainingList, {});
    expect(listed.d).toMatchObject({ total: 1, list: [{ id: answer.d.id, state: 'started' }] });
    const quote = await call<TrainingQuoteResponse>(who, ApiPaths.trainingQuote, { tokenId: epic });
    expect(quote.d).toMatchObject({ parent: { mintCount: 1, refusal: 'CARD_BUSY', next: { k: 2, level: 10 } }, latest: { id: answer.d.id } });
  });

  describe('refuses, one by one, and writes nothing', () => {
    /** Expects the start to be refused with `code` on `field`, every table as it was. */
    async function refused(who: Trainer, tokenId: string, partnerTokenId: string, code: keyof typeof ErrorCode, field: string | null) {
      const before = await t.fingerprint();
      const answer = await start(who, tokenId, partnerTokenId);
      expect({ r: answer.r, field: (answer.d as { field?: string } | null)?.field ?? null }).toEqual({ r: ErrorCode[code], field });
      expect(await t.fingerprint()).toEqual(before);
    }

    it('a level below the one its next training needs (level 5 for the first, 10 for the second, 20 for the third)', async () => {
      const who = await trainer([
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 4 },
        { rarity: 'common', level: 9 },
        { rarity: 'common', level: 10 },
      ]);
      const [ready, low, nine, ten] = who.fp as [string, string, string, string];
      await refused(who, ready, low, 'LEVEL_NOT_ENOUGH', 'partnerTokenId');
      await setFp(nine, { mintCount: 1 });
      await refused(who, nine, ready, 'LEVEL_NOT_ENOUGH', 'tokenId');
      // The third training needs level 20, past the alpha cap of 10.
      await setFp(ten, { mintCount: 2 });
      await refused(who, ready, ten, 'LEVEL_NOT_ENOUGH', 'partnerTokenId');
    });

    it('no training left: a common card trained 7 times, a legendary 3 times, a unique card ever', async () => {
      const who = await trainer([
        { rarity: 'rare', level: 5 },
        { rarity: 'common', level: 10 },
        { rarity: 'legendary', level: 10 },
        { rarity: 'unique', level: 10 },
      ]);
      const [ready, common, legendary, unique] = who.fp as [string, string, string, string];
      await setFp(common, { mintCount: 7 });
      await setFp(legendary, { mintCount: 3 });
      await refused(who, ready, common, 'TRAINING_TIMES_NOT_ENOUGH', 'partnerTokenId');
      await refused(who, legendary, ready, 'TRAINING_TIMES_NOT_ENOUGH', 'tokenId');
      await refused(who, ready, unique, 'TRAINING_TIMES_NOT_ENOUGH', 'partnerTokenId');
    });

    it('stamina below what training asks (50)', async () => {
      const who = await trainer([
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 5 },
      ]);
      const [a, b] = who.fp as [string, string];
      await setFp(b, { stamina: 49 });
      await refused(who, a, b, 'STAMINA_NOT_ENOUGH', 'partnerTokenId');
    });

    it('a trial card', async () => {
      const who = await trainer([{ rarity: 'rare', level: 5 }]);
      const [ready] = who.fp as [string];
      const trial = (await call<CardMineResponse>(who, ApiPaths.cardMine, { family: 'fp', state: 'trial' })).d.list[0];
      if (!trial) throw new Error('no trial card');
      await refused(who, trial.tokenId, ready, 'TRIAL_CARD_FORBIDDEN', 'tokenId');
    });

    it('a card the user does not own, the same card twice, a card that is not an FP card', async () => {
      const who = await trainer([{ rarity: 'rare', level: 5 }]);
      const other = await trainer([{ rarity: 'rare', level: 5 }]);
      const [mine] = who.fp as [string];
      const [theirs] = other.fp as [string];
      await refused(who, mine, theirs, 'NOT_FOUND', 'partnerTokenId');
      await refused(who, mine, mine, 'INVALID_PARAMS', 'partnerTokenId');
      const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email: who.email, cards: [{ rarity: 'rare' }] });
      const [collectible] = granted.d.cards as [string];
      await refused(who, mine, collectible, 'CARD_ACTION_UNAVAILABLE', 'partnerTokenId');
    });

    it('a busy parent: in training already, listed, or in a lineup', async () => {
      const who = await trainer([
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 5 },
        { rarity: 'rare', level: 5 },
      ]);
      const [a, b, c, d, e] = who.fp as [string, string, string, string, string];
      expect((await start(who, a, b)).r).toBe(0);
      await refused(who, c, a, 'CARD_BUSY', 'partnerTokenId');
      await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: d, action: 'list', by: who, now: t.clock.now() }));
      await refused(who, d, c, 'CARD_BUSY', 'tokenId');
      await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: e, action: 'joinLineup', by: who, now: t.clock.now() }));
      await refused(who, c, e, 'CARD_IN_LINEUP', 'partnerTokenId');
    });

    it('a balance below the two costs', async () => {
      const who = await trainer(
        [
          { rarity: 'epic', level: 5 },
          { rarity: 'epic', level: 5 },
        ],
        '499',
      );
      const [a, b] = who.fp as [string, string];
      await refused(who, a, b, 'BALANCE_NOT_ENOUGH', null);
    });

    it('bad input: an unknown field, a malformed token id', async () => {
      const who = await trainer([{ rarity: 'rare', level: 5 }]);
      const [a] = who.fp as [string];
      const before = await t.fingerprint();
      expect((await call(who, ApiPaths.trainingStart, { tokenId: a, partnerTokenId: '1', extra: 1 })).d).toMatchObject({ field: 'extra' });
      expect((await call(who, ApiPaths.trainingStart, { tokenId: a, partnerTokenId: '01' })).d).toMatchObject({ field: 'partnerTokenId' });
      expect((await t.call(ApiPaths.trainingStart, { tokenId: a, partnerTokenId: '1' })).r).toBe(ErrorCode.SESSION_INVALID);
      expect(await t.fingerprint()).toEqual(before);
    });
  });

  it('starts once when 20 starts with the same parent arrive at the same time', async () => {
    const who = await trainer(Array.from({ length: 21 }, () => ({ rarity: 'common' as const, level: 5 })));
    const [shared, ...partners] = who.fp as [string, ...string[]];
    const answers = await Promise.all(partners.map((partner) => start(who, shared, partner)));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.r === ErrorCode.CARD_BUSY)).toHaveLength(19);
    expect(await balance(who)).toBe(tmt(String(10_000 - 60)));
    expect((await fpOf(shared))?.mintCount).toBe(1);
    expect(await t.app.db.select().from(trainings).where(eq(trainings.ownerId, who.userId))).toHaveLength(1);
  });
});

describe('the training job', () => {
  it('takes a training up, finishes it after 24 hours once, delivers the child box and gives the parents back', async () => {
    const who = await trainer([
      { rarity: 'rare', level: 5 },
      { rarity: 'rare', level: 6 },
    ]);
    const [a, b] = who.fp as [string, string];
    const started = (await start(who, a, b)).d;
    const list = async () => (await call<TrainingListResponse>(who, ApiPaths.trainingList, {})).d.list;

    await runJob();
    expect((await list())[0]).toMatchObject({ state: 'in_progress', childBox: null });
    t.clock.advance(DAY_MS - 60_000);
    await runJob();
    expect((await list())[0]).toMatchObject({ state: 'in_progress' });

    t.clock.advance(60_000);
    // Trainings of the tests above end now too.
    expect(await runJob()).toEqual([expect.objectContaining({ status: 'done', result: { inProgress: 0, finished: expect.any(Number) } })]);
    const [done] = await list();
    if (!done?.seed || !done.childBox) throw new Error('the training did not finish');
    expect(done).toMatchObject({ id: started.id, state: 'finished', finishedAt: started.finishesAt, childBoxOpened: false });
    // The seed was committed to from the start, and replays the child's rarity.
    expect(createHash('sha256').update(done.seed).digest('hex')).toBe(started.seedHash);
    const odds = Object.fromEntries(done.odds.map(({ rarity, chance }) => [rarity, chance]));
    expect(done.childRarity).toBe(drawChildRarity({ odds, seed: done.seed, fairPairId: done.fair?.pairId ?? null }));
    expect(done.childRarity).toBe(trainingChildRarity(done.seed, odds));
    // It is the user's provably fair digest: recomputed from the server seed revealed on rotating.
    expect(started.fair).toMatchObject({ nonce: 0, purpose: 'training' });
    const { revealed } = (await call<FairRotateResponse>(who, ApiPaths.fairRotate, {})).d;
    expect(revealed.pairId).toBe(started.fair?.pairId);
    expect(fairDigestHex(revealed.serverSeed ?? '', revealed.playerSeed, 0, 'training')).toBe(done.seed);
    expect(done.parents.map((parent) => parent.card.state)).toEqual(['normal', 'normal']);

    const boxes = (await call<CardMineResponse>(who, ApiPaths.cardMine, { family: 'box' })).d.list;
    expect(boxes).toEqual([expect.objectContaining({ tokenId: done.childBox, rarity: done.childRarity, state: 'normal' })]);
    const messages = (await call<EventListResponse>(who, ApiPaths.eventList, {})).d.list;
    expect(messages[0]?.title).toBe('Training finished: a mystery box for you');

    // The same period again (a redelivery), another period, two at once: nothing more.
    const period = new Date(t.clock.now().getTime() - (t.clock.now().getTime() % 60_000)).toISOString();
    expect(await t.app.jobs.runPeriod(TRAINING_JOB, { period })).toMatchObject({ status: 'skipped' });
    const later = (minutes: number) => new Date(Date.parse(period) + minutes * 60_000).toISOString();
    const runs = await Promise.all([t.app.jobs.runPeriod(TRAINING_JOB, { period: later(1) }), t.app.jobs.runPeriod(TRAINING_JOB, { period: later(2) })]);
    expect(runs.map((run) => (run.status === 'done' ? run.result : null))).toEqual([
      { inProgress: 0, finished: 0 },
      { inProgress: 0, finished: 0 },
    ]);
    expect((await call<CardMineResponse>(who, ApiPaths.cardMine, { family: 'box' })).d.total).toBe(1);

    // The box opens to an FP card of its rarity that knows its parents.
    const opened = await call<CardOpenResponse>(who, ApiPaths.cardOpen, { tokenId: done.childBox });
    expect(opened.r).toBe(0);
    const [child] = opened.d.cards;
    expect(child).toMatchObject({ family: 'fp', rarity: done.childRarity });
    const childFp = await fpOf(child?.tokenId ?? '');
    expect([childFp?.parentA, childFp?.parentB]).toEqual([await cardId(a), await cardId(b)]);
    expect((await list())[0]).toMatchObject({ childBoxOpened: true });
  });
});

describe('the OpenAPI document', () => {
  it('lists the training routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, { post?: { 'x-result-codes'?: { name: string }[] } }> }>();
    for (const path of [ApiPaths.trainingCards, ApiPaths.trainingQuote, ApiPaths.trainingStart, ApiPaths.trainingList]) {
      expect(document.paths[`/api${path}`]?.post).toBeDefined();
    }
    const codes = document.paths[`/api${ApiPaths.trainingStart}`]?.post?.['x-result-codes']?.map((code) => code.name);
    expect(codes).toEqual(expect.arrayContaining(['TRAINING_TIMES_NOT_ENOUGH', 'LEVEL_NOT_ENOUGH', 'STAMINA_NOT_ENOUGH', 'TRIAL_CARD_FORBIDDEN', 'BALANCE_NOT_ENOUGH']));
  });
});

describe('the demo account', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ seed: true });
  });
  afterAll(() => demo.close());

  it('has a training running, 6 of its 24 hours done, and receives the box when it ends', async () => {
    const session = await demo.call<LoginResponse>(ApiPaths.login, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const token = session.d.token;
    const now = Math.floor(demo.clock.now().getTime() / 1000);
    const { d } = await demo.call<TrainingListResponse>(ApiPaths.trainingList, {}, { token });
    expect(d.list).toEqual([
      expect.objectContaining({ state: 'started', startedAt: now - 6 * 3600, finishesAt: now + 18 * 3600, childBox: null }),
    ]);
    expect(d.list[0]?.parents.map((parent) => [parent.card.rarity, parent.card.fp?.level, parent.card.state])).toEqual([
      ['rare', 5, 'training'],
      ['legendary', 6, 'training'],
    ]);
    demo.clock.advance(18 * HOUR_MS);
    await demo.app.jobs.tick();
    await demo.app.jobs.drain();
    const after = await demo.call<TrainingListResponse>(ApiPaths.trainingList, {}, { token });
    expect(after.d.list[0]).toMatchObject({ state: 'finished', childBox: expect.any(String) });
  });
});
