import { eq, inArray } from 'drizzle-orm';
import {
  ApiPaths,
  ENERGY_CAP,
  ErrorCode,
  MATCH_ENERGY_COST,
  MATCH_STAMINA_COST,
  QUEUE_NPC_AFTER_S,
  QUEUE_WIDEN_AFTER_S,
  matchStaminaCost,
  seasonAt,
  seasonLabel,
  starterXp,
  type GameGroupsResponse,
  type GameHomeResponse,
  type GameMatchResponse,
  type GameMatchesResponse,
  type MatchOutcome,
  type QueueView,
} from '@fc/shared/contracts';
import { seedHash, verifyReplay } from '@fc/shared/match-engine';
import { findCard } from '../src/modules/cards/repository';
import { fpCards } from '../src/modules/cards/tables';
import { changeEnergy, currentEnergy } from '../src/modules/energy/repository';
import { eventsAfter } from '../src/modules/events/repository';
import { countMessages } from '../src/modules/messages/repository';
import { SYSTEM_CARD_RATING } from '../src/modules/game/constants';
import { runMatchmaker } from '../src/modules/game/queue';
import { gameMatches, gameQueue } from '../src/modules/game/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { manager as managerOf, played, readyManager, type Manager } from './helpers/managers';
import { quickUsers } from './helpers/quick-users';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manager = () => managerOf(t, 'queue');
/** A manager with a saved (active) lineup of their trial squad. */
const ready = (own = 11) => readyManager(t, 'queue', own);

const join = (m: Manager) => t.call<QueueView>(ApiPaths.gameQueueJoin, { mode: 'ranked' }, { token: m.token });
const status = (m: Manager) => t.call<QueueView>(ApiPaths.gameQueueStatus, {}, { token: m.token });
const leave = (m: Manager) => t.call<QueueView>(ApiPaths.gameQueueLeave, { mode: 'ranked' }, { token: m.token });
const later = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);

/** Everyone still waiting leaves, so each test starts with an empty queue. */
afterEach(async () => {
  await t.app.db.delete(gameQueue);
});

async function fp(tokenId: string) {
  const card = await findCard(t.app.db, tokenId);
  const [row] = await t.app.db.select().from(fpCards).where(eq(fpCards.cardId, card?.id ?? 0));
  if (!row) throw new Error('no fp card');
  return row;
}

describe('/game/queue/join', () => {
  it('queues the active lineup, answers its place and band, refuses a second entry, and leaves', async () => {
    const m = await ready();
    const joined = await join(m);
    expect(joined.r).toBe(0);
    expect(joined.d).toMatchObject({ state: 'waiting', mode: 'ranked', position: 1, waiting: 1, bandPercent: 15, matchId: null, seedHash: null });
    expect(joined.d.teamRating).toBeGreaterThan(0);
    const second = await ready();
    expect((await join(second)).d).toMatchObject({ position: 2, waiting: 2 });
    t.clock.advance(QUEUE_WIDEN_AFTER_S * 1000);
    expect((await status(m)).d).toMatchObject({ state: 'waiting', bandPercent: 30, position: 1 });
    expect((await join(m)).r).toBe(ErrorCode.ALREADY_QUEUED);
    expect((await leave(m)).d).toMatchObject({ state: 'idle', position: null, waiting: 1 });
    expect((await status(second)).d.position).toBe(1);
  });

  it('refuses without a lineup, without the energy, or with a starter short of stamina, writing nothing', async () => {
    const m = await manager();
    let before = await t.fingerprint();
    expect((await join(m)).r).toBe(ErrorCode.NO_LINEUP);
    expect(await t.fingerprint()).toEqual(before);

    const tired = await ready();
    await t.app.db.transaction((tx) => changeEnergy(tx, tired.userId, -(ENERGY_CAP - MATCH_ENERGY_COST + 1), t.clock.now()));
    before = await t.fingerprint();
    expect((await join(tired)).r).toBe(ErrorCode.LACK_OF_ENERGY);
    expect(await t.fingerprint()).toEqual(before);

    const short = await ready();
    const card = await findCard(t.app.db, short.squad[4] ?? '');
    await t.app.db.update(fpCards).set({ stamina: 20 }).where(eq(fpCards.cardId, card?.id ?? 0));
    before = await t.fingerprint();
    expect((await join(short)).r).toBe(ErrorCode.STAMINA_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('leaves the queue with a deleted group, telling the manager', async () => {
    const m = await ready();
    const joined = await join(m);
    expect(joined.d.state).toBe('waiting');
    const groups = await t.call<GameGroupsResponse>(ApiPaths.gameGroups, {}, { token: m.token });
    const deleted = await t.call(ApiPaths.gameGroupDelete, { groupId: groups.d.groups[0]?.groupId }, { token: m.token });
    expect(deleted.r).toBe(0);
    expect((await status(m)).d.state).toBe('idle');
    const events = await eventsAfter(t.app.db, m.userId, 0n, 1000);
    expect(events.filter((event) => event.type === 'queue').at(-1)?.payload).toMatchObject({ state: 'idle' });
  });

  it('refuses before the first season (SEASON_NOT_STARTED)', async () => {
    const early = await createTestApp({ now: () => new Date('2026-10-01T12:00:00.000Z') });
    try {
      const [user] = await quickUsers(early, 1, {}, 'early');
      expect((await early.call(ApiPaths.gameQueueJoin, { mode: 'ranked' }, { token: user?.token })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
      const home = await early.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: user?.token });
      expect(home.d).toMatchObject({ season: null, activeGroupId: null, teamRating: null, clubNameSet: false, recent: [], queue: { state: 'idle' } });
    } finally {
      await early.close();
    }
  });
});

describe('the matchmaker', () => {
  it('pairs two managers of like rating, the longer waiting at home, and settles the match for both', async () => {
    const home = await ready();
    const away = await ready();
    expect((await join(home)).r).toBe(0);
    t.clock.advance(1000);
    expect((await join(away)).r).toBe(0);
    const messagesBefore = await countMessages(t.app.db, home.userId);
    const staminaBefore = await Promise.all(home.squad.map(fp));
    const awayStaminaBefore = await Promise.all(away.squad.map(fp));

    expect(await runMatchmaker(t.app.db, t.clock.now())).toEqual({ matched: 1, npc: 0, dropped: 0 });

    const queued = await status(home);
    expect(queued.d).toMatchObject({ state: 'matched', position: null });
    expect(queued.d.matchId).not.toBeNull();
    expect((await status(away)).d.matchId).toBe(queued.d.matchId);
    const report = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: queued.d.matchId }, { token: home.token });
    expect(report.r).toBe(0);
    const match = played(report.d);
    expect(match).toMatchObject({ mode: 'ranked', mySide: 'home', stage: null });
    expect(match.input.home.name).toBe(match.home.club);
    expect(match.seedHash).toBe(seedHash(match.seed));
    expect(queued.d.seedHash).toBe(match.seedHash);
    expect(verifyReplay(match.input, match.seed, match.seedHash, match.result).ok).toBe(true);

    const homeOutcome: MatchOutcome = match.result.homeGoals > match.result.awayGoals ? 'win' : match.result.homeGoals === match.result.awayGoals ? 'draw' : 'loss';
    const awayOutcome: MatchOutcome = homeOutcome === 'win' ? 'loss' : homeOutcome === 'loss' ? 'win' : 'draw';
    expect(match.home).toMatchObject({ outcome: homeOutcome, npc: false, energySpent: MATCH_ENERGY_COST, xp: starterXp('home', homeOutcome) });
    expect(match.away).toMatchObject({ outcome: awayOutcome, npc: false, xp: starterXp('away', awayOutcome) });
    expect(match.home.points).toBe({ win: 3, draw: 1, loss: 0 }[homeOutcome]);

    // Energy, stamina, XP and the day played, for each own starter.
    expect(await currentEnergy(t.app.db, home.userId, t.clock.now())).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    expect(await currentEnergy(t.app.db, away.userId, t.clock.now())).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    for (const [index, token] of home.squad.entries()) {
      const before = staminaBefore[index];
      const after = await fp(token);
      const cost = matchStaminaCost(MATCH_STAMINA_COST.home[homeOutcome], before?.physical ?? 0);
      expect(match.home.stamina[token]).toBe(cost);
      expect(after.stamina).toBe((before?.stamina ?? 0) - cost);
      expect(after.level * 1000 + after.xp).toBeGreaterThan((before?.level ?? 0) * 1000 + (before?.xp ?? 0));
      expect(after.lastMatchAt).toEqual(t.clock.now());
    }
    for (const [index, token] of away.squad.entries()) {
      const cost = matchStaminaCost(MATCH_STAMINA_COST.away[awayOutcome], awayStaminaBefore[index]?.physical ?? 0);
      expect((await fp(token)).stamina).toBe((awayStaminaBefore[index]?.stamina ?? 0) - cost);
    }

    // Points, the message box, the live event, the lists.
    const homePage = await t.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: home.token });
    expect(homePage.d.todayStanding).toMatchObject({ matches: 1, points: match.home.points });
    expect(homePage.d.seasonStanding).toMatchObject({ matches: 1, points: match.home.points });
    const season = seasonAt(Math.floor(t.clock.now().getTime() / 1000));
    expect(homePage.d.season).toMatchObject({ index: season?.index, label: seasonLabel(season?.index ?? 0), day: season?.day });
    expect(homePage.d).toMatchObject({ club: match.home.club, queue: { state: 'matched', matchId: match.matchId } });
    expect(homePage.d.activeGroupId).not.toBeNull();
    expect(homePage.d.teamRating).toBe(match.home.rating);
    expect(homePage.d.recent.map((row) => row.matchId)).toEqual([match.matchId]);
    expect(await countMessages(t.app.db, home.userId)).toBe(messagesBefore + 1);
    const events = await eventsAfter(t.app.db, away.userId, 0n, 1000);
    expect(events.filter((event) => event.type === 'queue').at(-1)?.payload).toMatchObject({ state: 'matched', matchId: match.matchId, seedHash: match.seedHash });
    const list = await t.call<GameMatchesResponse>(ApiPaths.gameMatches, {}, { token: away.token });
    expect(list.d).toMatchObject({ total: 1, page: 1, list: [{ matchId: match.matchId, mySide: 'away', outcome: awayOutcome, home: { club: match.home.club } }] });
    expect((await t.call<GameMatchesResponse>(ApiPaths.gameMatches, { mode: 'pve' }, { token: away.token })).d).toMatchObject({ total: 0, list: [] });
    expect((await t.call<GameMatchesResponse>(ApiPaths.gameMatches, { page: 2 }, { token: away.token })).d).toMatchObject({ total: 1, page: 2, list: [] });

    // Anyone with the id sees the report; the match cannot be asked for twice by queueing again without a new entry.
    const guest = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: match.matchId });
    expect(guest.d.mySide).toBeNull();
    expect(await runMatchmaker(t.app.db, t.clock.now())).toEqual({ matched: 0, npc: 0, dropped: 0 });
  });

  it('waits for a rating outside the band until the band widens', async () => {
    const strong = await ready();
    const weak = await ready(3);
    // The strong side's cards rated 66, the weak side's 3 cards at the system cards' 52: 66 against 52, 21 % apart.
    const idsOf = (m: Manager) => Promise.all(m.squad.map(async (token) => (await findCard(t.app.db, token))?.id ?? 0));
    await t.app.db.update(fpCards).set({ rating: 66 }).where(inArray(fpCards.cardId, await idsOf(strong)));
    await t.app.db.update(fpCards).set({ rating: SYSTEM_CARD_RATING }).where(inArray(fpCards.cardId, await idsOf(weak)));
    const a = await join(strong);
    const b = await join(weak);
    expect([a.d.teamRating, b.d.teamRating]).toEqual([66, SYSTEM_CARD_RATING]);
    expect(await runMatchmaker(t.app.db, later(QUEUE_WIDEN_AFTER_S - 1))).toMatchObject({ matched: 0 });
    expect(await runMatchmaker(t.app.db, later(QUEUE_WIDEN_AFTER_S))).toMatchObject({ matched: 1 });
  });

  it('gives a lone manager an NPC team of the same rating once waited 30 seconds', async () => {
    const m = await ready();
    const joined = await join(m);
    expect(await runMatchmaker(t.app.db, later(QUEUE_NPC_AFTER_S - 1))).toEqual({ matched: 0, npc: 0, dropped: 0 });
    expect(await runMatchmaker(t.app.db, later(QUEUE_NPC_AFTER_S))).toEqual({ matched: 0, npc: 1, dropped: 0 });
    const view = await status(m);
    const report = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: view.d.matchId }, { token: m.token });
    const done = played(report.d);
    expect(done.away).toMatchObject({ npc: true, rating: joined.d.teamRating, points: null, xp: 0, energySpent: 0 });
    expect(done.home.npc).toBe(false);
    expect(verifyReplay(done.input, done.seed, done.seedHash, done.result).ok).toBe(true);
  });

  it('drops an entry that can no longer play (energy spent meanwhile) and tells the manager', async () => {
    const m = await ready();
    await join(m);
    await t.app.db.transaction((tx) => changeEnergy(tx, m.userId, -(ENERGY_CAP - 5), t.clock.now()));
    expect(await runMatchmaker(t.app.db, later(QUEUE_NPC_AFTER_S))).toEqual({ matched: 0, npc: 0, dropped: 1 });
    expect((await status(m)).d.state).toBe('idle');
    const events = await eventsAfter(t.app.db, m.userId, 0n, 1000);
    expect(events.filter((event) => event.type === 'queue').at(-1)?.payload).toMatchObject({ state: 'idle' });
  });

  it('never plays a manager twice when two passes run at once', async () => {
    const a = await ready();
    const b = await ready();
    await join(a);
    await join(b);
    const before = (await t.app.db.select().from(gameMatches)).length;
    const passes = await Promise.all([runMatchmaker(t.app.db, t.clock.now()), runMatchmaker(t.app.db, t.clock.now())]);
    expect(passes.reduce((sum, pass) => sum + pass.matched, 0)).toBe(1);
    expect((await t.app.db.select().from(gameMatches)).length).toBe(before + 1);
    expect(await currentEnergy(t.app.db, a.userId, t.clock.now())).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    expect(await currentEnergy(t.app.db, b.userId, t.clock.now())).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
  });

  it('answers an unknown match as NOT_FOUND', async () => {
    expect((await t.call(ApiPaths.gameMatch, { matchId: '999999' })).r).toBe(ErrorCode.NOT_FOUND);
  });
});
