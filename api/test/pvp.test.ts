import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  MATCH_ENERGY_COST,
  PVP_CHALLENGE_TTL_S,
  PVP_OPEN_CHALLENGES,
  PVP_REWARD,
  PVP_REWARDED_PER_DAY,
  type GameHomeResponse,
  type GameMatchResponse,
  type GamePvpChallengeResponse,
  type GamePvpRespondResponse,
  type GamePvpResponse,
  type GameRewardsResponse,
} from '@fc/shared/contracts';
import { verifyReplay } from '@fc/shared/match-engine';
import { users } from '../src/modules/account/tables';
import { cards, fpCards } from '../src/modules/cards/tables';
import { writeGrant } from '../src/modules/grants/repository';
import { changeEnergy } from '../src/modules/energy/repository';
import { eventsAfter } from '../src/modules/events/repository';
import { grants } from '../src/modules/grants/tables';
import { pvpChallenges } from '../src/modules/pvp/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { manager as managerOf, played as playedMatch, readyManager } from './helpers/managers';
import type { QuickUser } from './helpers/quick-users';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Manager extends QuickUser {
  club: string;
}

let clubs = 0;
/** A manager with a club name and, unless `lineup` is false, an active lineup of the trial squad. */
async function manager(lineup = true): Promise<Manager> {
  const user = lineup ? await readyManager(t, 'pvp') : await managerOf(t, 'pvp');
  clubs += 1;
  const club = `Pvp Club ${clubs} ${user.userId}`;
  await t.app.db.update(users).set({ clubName: club }).where(eq(users.id, user.userId));
  return { ...user, club };
}

const list = (m: Manager) => t.call<GamePvpResponse>(ApiPaths.gamePvp, {}, { token: m.token });
const challenge = (m: Manager, club: string) => t.call<GamePvpChallengeResponse>(ApiPaths.gamePvpChallenge, { club }, { token: m.token });
const respond = (m: Manager, challengeId: string, accept: boolean) =>
  t.call<GamePvpRespondResponse>(ApiPaths.gamePvpRespond, { challengeId, accept }, { token: m.token });
const cancel = (m: Manager, challengeId: string) => t.call<GamePvpChallengeResponse>(ApiPaths.gamePvpCancel, { challengeId }, { token: m.token });
const challengeRows = async () => (await t.app.db.select().from(pvpChallenges)).length;

describe('PVP challenges', () => {
  it('sends a challenge by club name (any letter case) that both managers see, with its expiry', async () => {
    const a = await manager();
    const b = await manager();
    const sent = await challenge(a, b.club.toUpperCase());
    expect(sent.r).toBe(0);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(sent.d.challenge).toMatchObject({ from: a.club, to: b.club, sent: true, state: 'pending', expiresAt: now + PVP_CHALLENGE_TTL_S, matchId: null });
    const mine = await list(a);
    expect(mine.d.outgoing.map((c) => c.to)).toEqual([b.club]);
    expect(mine.d.incoming).toEqual([]);
    const theirs = await list(b);
    expect(theirs.d.incoming).toEqual([expect.objectContaining({ from: a.club, sent: false, challengeId: sent.d.challenge.challengeId })]);
    const events = await eventsAfter(t.app.db, b.userId, 0n, 100);
    expect(events.map((event) => event.type)).toContain('challenge');
  });

  it('refuses an unknown club, oneself, a second open challenge to the same club, a sixth open one and a manager without a lineup', async () => {
    const a = await manager();
    const b = await manager();
    const before = await challengeRows();
    expect((await challenge(a, 'No Such Club Anywhere')).r).toBe(ErrorCode.CLUB_NOT_FOUND);
    expect((await challenge(a, a.club)).r).toBe(ErrorCode.PVP_SELF_CHALLENGE);
    const noLineup = await manager(false);
    expect((await challenge(noLineup, a.club)).r).toBe(ErrorCode.NO_LINEUP);
    expect(await challengeRows()).toBe(before);

    expect((await challenge(a, b.club)).r).toBe(0);
    expect((await challenge(a, b.club)).r).toBe(ErrorCode.PVP_ALREADY_CHALLENGED);
    for (let i = 1; i < PVP_OPEN_CHALLENGES; i += 1) expect((await challenge(a, (await manager(false)).club)).r).toBe(0);
    const sixth = await manager(false);
    expect((await challenge(a, sixth.club)).r).toBe(ErrorCode.PVP_CHALLENGE_LIMIT);
    expect(await challengeRows()).toBe(before + PVP_OPEN_CHALLENGES);
    expect((await challenge(a, '')).r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('plays an accepted challenge at once, the challenger at home, both spending energy, and pays PVP rewards as grants', async () => {
    const a = await manager();
    const b = await manager();
    const { d: sent } = await challenge(a, b.club);
    const accepted = await respond(b, sent.challenge.challengeId, true);
    expect(accepted.r).toBe(0);
    expect(accepted.d.challenge).toMatchObject({ state: 'played', sent: false });
    const matchId = accepted.d.matchId!;
    expect(accepted.d.challenge.matchId).toBe(matchId);

    const match = { d: playedMatch((await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId }, { token: b.token })).d) };
    expect(match.d).toMatchObject({ mode: 'pvp', mySide: 'away', home: { club: a.club, npc: false, points: null }, away: { club: b.club, npc: false } });
    expect(verifyReplay(match.d.input, match.d.seed, match.d.seedHash, match.d.result).ok).toBe(true);
    for (const m of [a, b]) {
      const home = await t.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: m.token });
      expect(home.d.energy.energy).toBe(100 - MATCH_ENERGY_COST);
      // PVP does not count for the ranking.
      expect(home.d.todayStanding.matches).toBe(0);
    }
    for (const [m, side] of [[a, match.d.home], [b, match.d.away]] as const) {
      const rows = await t.app.db.select().from(grants).where(eq(grants.userId, m.userId));
      const expected = PVP_REWARD[side.outcome];
      // Their trial squads played: the rewards stay frozen until the trial unlock.
      expect(rows.map((row) => [row.source, row.amount, row.ref, row.trial])).toEqual(expected > 0n ? [['pvp', expected, `${matchId}:${m.userId}`, true]] : []);
    }
    expect((await respond(b, sent.challenge.challengeId, true)).r).toBe(ErrorCode.PVP_CHALLENGE_CLOSED);
    const recent = await list(a);
    expect(recent.d.recent[0]).toMatchObject({ state: 'played', matchId });
  });

  it('rewards only the first PVP_REWARDED_PER_DAY rewarded matches of a day', async () => {
    const a = await manager();
    // Today's rewarded matches are used up already.
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < PVP_REWARDED_PER_DAY; i += 1) {
        await writeGrant(tx, { userId: a.userId, source: 'pvp', currency: 'TMT', amount: PVP_REWARD.win, startsAt: t.clock.now(), durationS: 60, ref: `earlier-${i}:${a.userId}` }, t.clock.now());
      }
    });
    const rested = await t.app.db.select({ cardId: fpCards.cardId, stamina: fpCards.stamina }).from(fpCards).innerJoin(cards, eq(cards.id, fpCards.cardId)).where(eq(cards.ownerId, a.userId));
    // Until `a` wins or draws a match (its outcome is the seed's), each time rested and with energy again.
    let earned = false;
    for (let i = 0; i < 20 && !earned; i += 1) {
      const b = await manager();
      const { d: sent } = await challenge(b, a.club);
      const played = await respond(a, sent.challenge.challengeId, true);
      expect(played.r).toBe(0);
      const match = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: played.d.matchId! }, { token: a.token });
      earned = PVP_REWARD[playedMatch(match.d).away.outcome] > 0n;
      await t.app.db.transaction(async (tx) => {
        await changeEnergy(tx, a.userId, MATCH_ENERGY_COST, t.clock.now());
        for (const row of rested) await tx.update(fpCards).set({ stamina: row.stamina }).where(eq(fpCards.cardId, row.cardId));
      });
    }
    expect(earned).toBe(true);
    const rewards = await t.call<GameRewardsResponse>(ApiPaths.gameRewards, { kind: 'pvp' }, { token: a.token });
    expect(rewards.d.list).toHaveLength(PVP_REWARDED_PER_DAY);
    expect(rewards.d.rewardedToday).toBe(PVP_REWARDED_PER_DAY);
  });

  it('refuses to play when the challenged side cannot, and writes nothing', async () => {
    const a = await manager();
    const b = await manager();
    const { d: sent } = await challenge(a, b.club);
    await t.app.db.transaction((tx) => changeEnergy(tx, b.userId, -(100 - MATCH_ENERGY_COST + 1), t.clock.now()));
    const refused = await respond(b, sent.challenge.challengeId, true);
    expect(refused.r).toBe(ErrorCode.LACK_OF_ENERGY);
    const still = await list(b);
    expect(still.d.incoming.map((c) => c.state)).toEqual(['pending']);
  });

  it('declines, withdraws, and expires a challenge after 24 hours; only the right manager may act', async () => {
    const a = await manager();
    const b = await manager();
    const first = (await challenge(a, b.club)).d.challenge.challengeId;
    expect((await respond(a, first, false)).r).toBe(ErrorCode.NOT_FOUND);
    expect((await cancel(b, first)).r).toBe(ErrorCode.NOT_FOUND);
    const declined = await respond(b, first, false);
    expect(declined.d).toMatchObject({ challenge: { state: 'declined' }, matchId: null });
    expect((await cancel(a, first)).r).toBe(ErrorCode.PVP_CHALLENGE_CLOSED);

    const second = (await challenge(a, b.club)).d.challenge.challengeId;
    expect((await cancel(a, second)).d.challenge.state).toBe('cancelled');

    const third = (await challenge(a, b.club)).d.challenge.challengeId;
    t.clock.advance(PVP_CHALLENGE_TTL_S * 1000 + 1000);
    expect((await respond(b, third, true)).r).toBe(ErrorCode.PVP_CHALLENGE_CLOSED);
    const after = await list(b);
    expect(after.d.incoming).toEqual([]);
    expect(after.d.recent.map((c) => c.state)).toEqual(['expired', 'cancelled', 'declined']);
    // Expired, the pair may be challenged again.
    expect((await challenge(a, b.club)).r).toBe(0);
  });

  it('refuses a guest', async () => {
    expect((await t.call(ApiPaths.gamePvp, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});
