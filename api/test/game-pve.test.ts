import { and, eq, inArray } from 'drizzle-orm';
import {
  ApiPaths,
  ENERGY_CAP,
  ErrorCode,
  MATCH_ENERGY_COST,
  PVE_LADDER,
  type GameHomeResponse,
  type GameMatchResponse,
  type GamePlayedResponse,
  type GamePveResponse,
} from '@fc/shared/contracts';
import { verifyReplay } from '@fc/shared/match-engine';
import { findCard } from '../src/modules/cards/repository';
import { cards, fpCards } from '../src/modules/cards/tables';
import { currentEnergy } from '../src/modules/energy/repository';
import { managerEnergy } from '../src/modules/energy/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { manager as managerOf, played, readyManager, type Manager } from './helpers/managers';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manager = (withLineup = true): Promise<Manager> => (withLineup ? readyManager(t, 'pve') : managerOf(t, 'pve'));

const ladder = (token?: string) => t.call<GamePveResponse>(ApiPaths.gamePve, {}, token ? { token } : {});
const play = (m: Manager, stage: number) => t.call<GamePlayedResponse>(ApiPaths.gamePvePlay, { stage }, { token: m.token });

async function items(m: Manager, kind: string): Promise<number> {
  return (await t.app.db.select().from(cards).where(and(eq(cards.ownerId, m.userId), eq(cards.family, 'item'), eq(cards.kind, kind)))).length;
}

describe('PVE', () => {
  it('shows guests the ladder locked but for stage 1', async () => {
    const answer = await ladder();
    expect(answer.r).toBe(0);
    expect(answer.d.stages.map((stage) => [stage.stage, stage.rating, stage.unlocked, stage.cleared])).toEqual(
      PVE_LADDER.map((stage) => [stage.stage, stage.rating, stage.stage === 1, false]),
    );
    expect(answer.d.stages.every((stage) => stage.club.length > 0 && stage.lastMatchId === null)).toBe(true);
  });

  it('refuses a locked stage, an unknown one and a manager without a lineup, writing nothing', async () => {
    const m = await manager();
    const bare = await manager(false);
    const before = await t.fingerprint();
    expect((await play(m, 2)).r).toBe(ErrorCode.PVE_STAGE_LOCKED);
    expect((await play(bare, 1)).r).toBe(ErrorCode.NO_LINEUP);
    expect((await play(m, PVE_LADDER.length + 1)).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('plays a stage at once against its NPC club: energy and stamina spent, no ranking points', async () => {
    const m = await manager();
    const answer = await play(m, 1);
    expect(answer.r).toBe(0);
    const report = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: answer.d.matchId }, { token: m.token });
    expect(report.d).toMatchObject({ mode: 'pve', stage: 1, mySide: 'home', home: { npc: false, points: null }, away: { npc: true, rating: PVE_LADDER[0]?.rating } });
    const done = played(report.d);
    expect(verifyReplay(done.input, done.seed, done.seedHash, done.result).ok).toBe(true);
    expect(await currentEnergy(t.app.db, m.userId, t.clock.now())).toBe(ENERGY_CAP - MATCH_ENERGY_COST);
    const home = await t.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: m.token });
    expect(home.d.todayStanding.matches).toBe(0);
    expect((await ladder(m.token)).d.stages[0]?.lastMatchId).toBe(answer.d.matchId);
  });

  it('a first win clears the stage, gives its item once and opens the next', async () => {
    const m = await manager();
    // A team far above stage 1's NPC club: every ability and rating at 99.
    const ids = await Promise.all(m.squad.map(async (token) => (await findCard(t.app.db, token))?.id ?? 0));
    await t.app.db.update(fpCards).set({ ability: [99, 99, 99, 99, 99], rating: 99 }).where(inArray(fpCards.cardId, ids));
    const item = PVE_LADDER[0]?.firstWinItem ?? 'energyDrink';
    let wins = 0;
    for (let attempt = 0; attempt < 10 && wins < 2; attempt += 1) {
      // Fresh legs and energy for each attempt.
      await t.app.db.update(fpCards).set({ stamina: 120 }).where(inArray(fpCards.cardId, ids));
      await t.app.db.delete(managerEnergy).where(eq(managerEnergy.userId, m.userId));
      const answer = await play(m, 1);
      expect(answer.r).toBe(0);
      const report = await t.call<GameMatchResponse>(ApiPaths.gameMatch, { matchId: answer.d.matchId }, { token: m.token });
      const stages = (await ladder(m.token)).d.stages;
      if (played(report.d).home.outcome === 'win') wins += 1;
      expect(stages[0]?.cleared).toBe(wins > 0);
      expect(stages[1]?.unlocked).toBe(wins > 0);
      expect(await items(m, item)).toBe(wins > 0 ? 1 : 0);
    }
    expect(wins).toBe(2);
    expect((await play(m, 2)).r).toBe(0);
  });
});
