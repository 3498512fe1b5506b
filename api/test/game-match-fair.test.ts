import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ENERGY_CAP,
  ErrorCode,
  MATCH_ENERGY_COST,
  QUEUE_NPC_AFTER_S,
  type EventListResponse,
  type FairCurrentResponse,
  type FairOutcomesResponse,
  type FairPlayerSeedResponse,
  type FairRotateResponse,
  type GameGroupsResponse,
  type GameMatchResponse,
  type GamePlayedResponse,
  type QueueView,
} from '@fc/shared/contracts';
import { fairDigestHex, matchSeedOf } from '@fc/shared/fair';
import { verifyReplay } from '@fc/shared/match-engine';
import { changeEnergy, currentEnergy } from '../src/modules/energy/repository';
import { eventsAfter } from '../src/modules/events/repository';
import { claimMatches, playScheduled, runMatchmaker } from '../src/modules/game/queue';
import { gameMatches, gameQueue } from '../src/modules/game/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { played, readyManager, squadLineup, type Manager } from './helpers/managers';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.db.delete(gameQueue);
});

const ready = () => readyManager(t, 'fairmatch');
const join = (m: Manager) => t.call<QueueView>(ApiPaths.gameQueueJoin, { mode: 'ranked' }, { token: m.token });
const status = (m: Manager) => t.call<QueueView>(ApiPaths.gameQueueStatus, {}, { token: m.token });
const matchOf = async (m: Manager, matchId: string | null) => (await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId }, { token: m.token })).d;
const current = async (m: Manager) => (await t.call<FairCurrentResponse>(ApiPaths.fairCurrent, {}, { token: m.token })).d.current;
const setPlayerSeed = (m: Manager, playerSeed: string) => t.call<FairPlayerSeedResponse>(ApiPaths.fairPlayerSeed, { playerSeed }, { token: m.token });
const outcomes = async (m: Manager) => (await t.call<FairOutcomesResponse>(ApiPaths.fairOutcomes, {}, { token: m.token })).d;
const rotate = async (m: Manager) => (await t.call<FairRotateResponse>(ApiPaths.fairRotate, {}, { token: m.token })).d.revealed;
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const later = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
const energy = (m: Manager) => currentEnergy(t.app.db, m.userId, t.clock.now());

/** Two managers queued (the first at home), each with a player seed of their own. */
async function pair(): Promise<[Manager, Manager]> {
  const home = await ready();
  const away = await ready();
  expect((await setPlayerSeed(home, 'home-seed')).r).toBe(0);
  expect((await setPlayerSeed(away, 'away-seed')).r).toBe(0);
  expect((await join(home)).r).toBe(0);
  t.clock.advance(1000);
  expect((await join(away)).r).toBe(0);
  return [home, away];
}

describe('a ranked match between two managers', () => {
  it('publishes the seed hash before kick-off, plays later, and recomputes from both revealed pairs', async () => {
    const [home, away] = await pair();
    const hashes = [(await current(home)).serverSeedHash, (await current(away)).serverSeedHash];

    expect(await claimMatches(t.app.db, t.clock.now())).toEqual({ matched: 1, npc: 0, dropped: 0 });
    // Claimed, not played: the hash is out, the seed and the result are not.
    const queued = (await status(home)).d;
    expect(queued).toMatchObject({ state: 'matched' });
    expect(queued.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await status(away)).d).toMatchObject({ matchId: queued.matchId, seedHash: queued.seedHash });
    const event = (await eventsAfter(t.app.db, away.userId, 0n, 1000)).filter((row) => row.type === 'queue').at(-1);
    expect(event?.payload).toMatchObject({ state: 'matched', matchId: queued.matchId, seedHash: queued.seedHash });
    const scheduled = await matchOf(home, queued.matchId);
    expect(scheduled).toMatchObject({ state: 'scheduled', seed: null, result: null, home: null, away: null, playedAt: null, seedHash: queued.seedHash, mySide: 'home' });
    expect(scheduled.fair).toMatchObject({ homeDigest: null, awayDigest: null, mine: { nonce: 0 } });
    expect(scheduled.input.home.starters).toHaveLength(11);
    expect(await energy(home)).toBe(ENERGY_CAP);
    // Nor can a manager learn it from /fair before kick-off: the draw is not listed and the pair does not rotate.
    expect((await outcomes(home)).list.some((outcome) => outcome.purpose === 'match')).toBe(false);
    expect((await t.call(ApiPaths.fairRotate, {}, { token: home.token })).r).toBe(ErrorCode.CONCURRENT_CHANGE);
    expect((await setPlayerSeed(away, 'changed-before-kick-off')).r).toBe(ErrorCode.CONCURRENT_CHANGE);
    expect((await current(home)).serverSeedHash).toBe(hashes[0]);

    expect(await playScheduled(t.app.db, t.clock.now())).toEqual({ played: 1, voided: 0, skipped: 0 });
    expect((await outcomes(away)).list.filter((outcome) => outcome.purpose === 'match')).toEqual([
      expect.objectContaining({ ref: `match:${queued.matchId}`, serverSeed: null }),
    ]);
    const match = played(await matchOf(away, queued.matchId));
    expect(sha256Hex(match.seed)).toBe(queued.seedHash);
    expect(verifyReplay(match.input, match.seed, match.seedHash, match.result).ok).toBe(true);
    const homeDigest = match.fair?.homeDigest ?? '';
    const awayDigest = match.fair?.awayDigest ?? '';
    expect(matchSeedOf(homeDigest, awayDigest)).toBe(match.seed);

    // Each manager rotates: the revealed server seed is the one whose hash was shown before, and gives the digest.
    const [homeRevealed, awayRevealed] = [await rotate(home), await rotate(away)];
    expect([sha256Hex(homeRevealed.serverSeed ?? ''), sha256Hex(awayRevealed.serverSeed ?? '')]).toEqual(hashes);
    const homeMine = (await matchOf(home, queued.matchId)).fair?.mine;
    const awayMine = match.fair?.mine;
    expect(homeMine?.pairId).toBe(homeRevealed.pairId);
    expect(awayMine?.pairId).toBe(awayRevealed.pairId);
    const recomputedHome = fairDigestHex(homeRevealed.serverSeed ?? '', 'home-seed', homeMine?.nonce ?? -1, 'match');
    const recomputedAway = fairDigestHex(awayRevealed.serverSeed ?? '', 'away-seed', awayMine?.nonce ?? -1, 'match');
    expect([recomputedHome, recomputedAway]).toEqual([homeDigest, awayDigest]);
    expect(matchSeedOf(recomputedHome, recomputedAway)).toBe(match.seed);
    // Another player seed would have given another engine seed.
    const otherHome = fairDigestHex(homeRevealed.serverSeed ?? '', 'another-seed', homeMine?.nonce ?? -1, 'match');
    expect(matchSeedOf(otherHome, recomputedAway)).not.toBe(match.seed);

    // A second pass plays nothing twice.
    expect(await playScheduled(t.app.db, t.clock.now())).toEqual({ played: 0, voided: 0, skipped: 0 });
    expect(await runMatchmaker(t.app.db, t.clock.now())).toEqual({ matched: 0, npc: 0, dropped: 0 });
    expect(await energy(home)).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    expect(await energy(away)).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
  });

  it('a match claimed by a pass that stopped before playing is played by the next pass, once', async () => {
    const [home, away] = await pair();
    expect(await claimMatches(t.app.db, t.clock.now())).toMatchObject({ matched: 1 });
    const { matchId, seedHash } = (await status(home)).d;
    expect((await matchOf(home, matchId)).state).toBe('scheduled');

    // Two processes' next passes at once.
    await Promise.all([runMatchmaker(t.app.db, t.clock.now()), runMatchmaker(t.app.db, t.clock.now())]);
    const match = played(await matchOf(home, matchId));
    expect(match.seedHash).toBe(seedHash);
    expect(sha256Hex(match.seed)).toBe(seedHash);
    expect(await energy(home)).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    expect(await energy(away)).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
  });

  it('voids a match a side can no longer pay for at the play step, writing nothing of it, both back to waiting', async () => {
    const [home, away] = await pair();
    expect(await claimMatches(t.app.db, t.clock.now())).toMatchObject({ matched: 1 });
    const { matchId } = (await status(home)).d;
    // The away manager spends the energy elsewhere between the steps.
    await t.app.db.transaction((tx) => changeEnergy(tx, away.userId, -(ENERGY_CAP - MATCH_ENERGY_COST + 1), t.clock.now()));

    expect(await playScheduled(t.app.db, t.clock.now())).toEqual({ played: 0, voided: 1, skipped: 0 });
    expect(await matchOf(home, matchId)).toMatchObject({ state: 'voided', seed: null, result: null, home: null, playedAt: null });
    expect(await energy(home)).toBe(ENERGY_CAP);
    expect(await energy(away)).toBe(MATCH_ENERGY_COST - 1);
    expect((await status(home)).d).toMatchObject({ state: 'waiting', matchId: null });
    expect((await status(away)).d).toMatchObject({ state: 'waiting', matchId: null });
    const [row] = await t.app.db.select().from(gameMatches).where(eq(gameMatches.id, Number(matchId)));
    expect(row).toMatchObject({ playedAt: null, result: null, homeReport: null });
    expect(row?.voidedAt).toEqual(t.clock.now());
    // Each manager is told, in the box as well as live.
    for (const manager of [home, away]) {
      const messages = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: manager.token });
      expect(messages.d.list[0]?.title).toBe(`Match called off: ${row?.homeClub} – ${row?.awayClub}`);
    }
    // The next pass does not play it; the manager who cannot pay is dropped from the queue.
    expect(await runMatchmaker(t.app.db, t.clock.now())).toMatchObject({ matched: 0, dropped: 1 });
    expect((await matchOf(home, matchId)).state).toBe('voided');
  });

  it('voids a match whose starter left every lineup between the steps', async () => {
    const [home, away] = await pair();
    expect(await claimMatches(t.app.db, t.clock.now())).toMatchObject({ matched: 1 });
    const { matchId } = (await status(away)).d;
    const groups = await t.call<GameGroupsResponse>(ApiPaths.gameGroups, {}, { token: away.token });
    // The away manager's group now holds only its first three cards: the other starters are out of play.
    const saved = await t.call(ApiPaths.gameGroupSave, { ...squadLineup(away, 3), groupId: groups.d.groups[0]?.groupId }, { token: away.token });
    expect(saved.r).toBe(0);
    expect(await playScheduled(t.app.db, t.clock.now())).toMatchObject({ played: 0, voided: 1 });
    expect((await matchOf(home, matchId)).state).toBe('voided');
    expect([await energy(home), await energy(away)]).toEqual([ENERGY_CAP, ENERGY_CAP]);
  });
});

describe('a match with one manager', () => {
  it('ranked against an NPC: the seed is the manager\'s digest, its hash published first', async () => {
    const m = await ready();
    await join(m);
    expect(await claimMatches(t.app.db, later(QUEUE_NPC_AFTER_S))).toMatchObject({ npc: 1 });
    const { matchId, seedHash } = (await status(m)).d;
    expect((await matchOf(m, matchId)).state).toBe('scheduled');
    await playScheduled(t.app.db, later(QUEUE_NPC_AFTER_S));
    const match = played(await matchOf(m, matchId));
    expect(sha256Hex(match.seed)).toBe(seedHash);
    const revealed = await rotate(m);
    const digest = fairDigestHex(revealed.serverSeed ?? '', revealed.playerSeed, match.fair?.mine?.nonce ?? -1, 'match');
    expect(matchSeedOf(digest)).toBe(match.seed);
    expect(match.fair).toMatchObject({ homeDigest: digest, awayDigest: null });
  });

  it('PvE: the seed recomputes from the revealed seed; another player seed gives another', async () => {
    const m = await ready();
    expect((await setPlayerSeed(m, 'pve-seed')).r).toBe(0);
    const answer = await t.call<GamePlayedResponse>(ApiPaths.gamePvePlay, { stage: 1 }, { token: m.token });
    expect(answer.r).toBe(0);
    const match = played(await matchOf(m, answer.d.matchId));
    const mine = match.fair?.mine;
    expect(mine).not.toBeNull();
    const revealed = await rotate(m);
    expect(revealed.pairId).toBe(mine?.pairId);
    expect(matchSeedOf(fairDigestHex(revealed.serverSeed ?? '', 'pve-seed', mine?.nonce ?? -1, 'match'))).toBe(match.seed);
    expect(matchSeedOf(fairDigestHex(revealed.serverSeed ?? '', 'pve-seed-2', mine?.nonce ?? -1, 'match'))).not.toBe(match.seed);
  });
});
