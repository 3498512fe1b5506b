// TopManager end to end (mfe-game with the shell, the API's game and ranking modules, the matchmaker and the job
// runner): a new account saves its first lineup from its trial squad, queues, meets an NPC club after 30 s (moved on by
// /dev/clock), watches the replay, checks it in the browser against the seed, and finds points, XP and energy applied;
// two managers queued together meet each other; the first 00:00 UTC pays the day's ranking rewards once.
import { describe, expect, it } from '@jest/globals';
import {
  ApiPaths,
  type DevClockResponse,
  type GameGroupsResponse,
  type GameHomeResponse,
  type GameMatchResponse,
  type GameRankingResponse,
  type GameRewardsResponse,
  type GameSquadResponse,
  type LoginResponse,
  type PlayedGameMatch,
  type QueueView,
} from '@fc/shared/contracts';
import { FORMATION_SLOTS, isPlayedMatch, MATCH_ENERGY_COST, MATCH_POINTS, QUEUE_NPC_AFTER_S, RANKING_REWARD_VESTING_S, starterXp, utcDay } from '@fc/shared/contracts/game';
import { loginAs, signUp } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { DESKTOP, PHONE } from '../src/page-checks';
import { eventually, hidden, location, textOf } from '../src/wait';

const open = pagePerTest();
/** The managers who played in this file's tests, in order (their sessions). */
const played: string[] = [];

async function newManager(): Promise<LoginResponse> {
  const account = await signUp();
  return loginApi(account.email, account.password);
}

/** A match's report once the matchmaker's play step has played it. */
function playedMatch(matchId: string, token?: string): Promise<PlayedGameMatch> {
  return eventually(async () => {
    const match = await apiOk<GameMatchResponse>(ApiPaths.gameMatch, { matchId }, token);
    if (!isPlayedMatch(match)) throw new Error(`match ${matchId} is ${match.state}`);
    return match;
  });
}

/** A lineup of the manager's trial squad made through the API: the best card for each slot's line, then the bench. */
async function saveLineup(token: string): Promise<string> {
  const { cards } = await apiOk<GameSquadResponse>(ApiPaths.gameSquad, {}, token);
  const free = cards.filter((card) => card.available);
  const slots = FORMATION_SLOTS['4-4-2'];
  const used = new Set<string>();
  const names = new Set<string>();
  const starters = slots.map((slot) => {
    const line = slot.role === 'GK' ? 'GK' : ['CB', 'LB', 'RB'].includes(slot.role) ? 'DF' : ['ST', 'LW', 'RW'].includes(slot.role) ? 'FW' : 'MF';
    const card = free.find((c) => !used.has(c.card.tokenId) && !names.has(c.card.player?.name ?? '') && c.card.player?.position === line);
    if (!card) return null;
    used.add(card.card.tokenId);
    names.add(card.card.player?.name ?? '');
    return card.card.tokenId;
  });
  const { group } = await apiOk<{ group: { groupId: string } }>(
    ApiPaths.gameGroupSave,
    { name: 'API XI', formation: '4-4-2', tactics: { mentality: 'balanced', pressing: 'medium', tempo: 'normal' }, starters, substitutes: [] },
    token,
  );
  return group.groupId;
}

describe('TopManager', () => {
  // On a desktop the lineup is auto-picked; on a phone three slots are filled by tapping each and choosing a card in
  // the sheet that opens, and system cards fill the rest.
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as const)('lets a new account play its first match with its trial squad on %s: lineup, queue, NPC, replay, report, points, XP and energy', async (_name, viewport) => {
    const account = await signUp();
    const { token } = await loginApi(account.email, account.password);
    played.push(token);
    const { page, expectNoProblems } = await open({ viewport });
    await loginAs(page, account, '/game/editgroup/new');
    await expectRemotePage(page, { title: text('game:titles.editGroup'), layout: 'main', path: '/game/editgroup/new' });

    if (viewport === DESKTOP) {
      await page.locator(MAIN).getByRole('button', { name: text('game:lineup.autoPick') }).click();
    } else {
      for (const slot of [0, 1, 2]) {
        await page.getByTestId('pitch-slot').nth(slot).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByTestId('slot-chooser').getByRole('button').first().click();
        await hidden(sheet);
      }
    }
    await textOf(page.getByTestId('team-rating'), /\d+/);
    await page.locator(MAIN).getByRole('button', { name: text('game:lineup.save'), exact: true }).click();
    await location(page, (url) => url.pathname === '/game/topmanager');

    const before = await apiOk<GameHomeResponse>(ApiPaths.gameHome, {}, token);
    expect(before.activeGroupId).not.toBeNull();
    const { groups } = await apiOk<GameGroupsResponse>(ApiPaths.gameGroups, {}, token);
    const starters = groups[0]!.starters.filter((tokenId): tokenId is string => tokenId !== null);
    const squadBefore = await apiOk<GameSquadResponse>(ApiPaths.gameSquad, {}, token);
    const xpBefore = new Map(squadBefore.cards.map((c) => [c.card.tokenId, c.card.fp?.xp ?? 0]));

    await page.locator(MAIN).getByRole('button', { name: text('game:home.play.button'), exact: true }).click();
    const queue = page.getByRole('status', { name: text('game:home.queue.label') });
    await textOf(queue, /Position 1 · \d+ managers? waiting/);
    const waiting = await apiOk<QueueView>(ApiPaths.gameQueueStatus, {}, token);
    expect(waiting).toMatchObject({ state: 'waiting', mode: 'ranked', position: 1 });

    // No one else of this rating is waiting: after 30 s an NPC club of similar rating is found.
    await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: QUEUE_NPC_AFTER_S + 1 });
    const matchUrl = await location(page, (url) => url.pathname.startsWith('/game/match/'), 20_000);
    const matchId = matchUrl.pathname.split('/').pop() ?? '';
    // The matchmaker publishes the match (its seed hash) first and plays it in its next step.
    const match = await playedMatch(matchId);
    // The report names the match: "<home> v <away>".
    const title = text('game:match.title', 'en', { home: match.input.home.name, away: match.input.away.name });
    await expectRemotePage(page, { title, layout: 'main', path: `/game/match/${matchId}` });

    expect(match).toMatchObject({ mode: 'ranked', home: { npc: false }, away: { npc: true } });
    const main = page.locator(MAIN);
    await main.getByRole('button', { name: text('game:match.viewer.skip') }).click();
    await textOf(page.getByTestId('live-score'), new RegExp(`${match.result.homeGoals}\\s*–\\s*${match.result.awayGoals}`));
    await textOf(page.getByTestId('seed'), match.seed);
    await textOf(page.getByTestId('seed-hash'), match.seedHash);
    await main.getByRole('button', { name: text('game:match.fairness.check') }).click();
    await textOf(page.getByTestId('replay-status'), /The replay reproduces the stored result/);

    const outcome = match.home.outcome;
    const after = await apiOk<GameHomeResponse>(ApiPaths.gameHome, {}, token);
    expect(after.energy.energy).toBe(before.energy.energy - MATCH_ENERGY_COST);
    expect(after.todayStanding).toMatchObject({ matches: 1, points: MATCH_POINTS[outcome] });
    expect(after.recent[0]?.matchId).toBe(matchId);
    const squadAfter = await apiOk<GameSquadResponse>(ApiPaths.gameSquad, {}, token);
    for (const tokenId of starters) {
      const card = squadAfter.cards.find((c) => c.card.tokenId === tokenId);
      expect((card?.card.fp?.xp ?? 0) - (xpBefore.get(tokenId) ?? 0)).toBe(starterXp('home', outcome));
    }
    expectNoProblems();
  });

  it('matches two managers queued together with each other, the one waiting longer at home', async () => {
    const first = await newManager();
    const second = await newManager();
    played.push(first.token, second.token);
    await saveLineup(first.token);
    await saveLineup(second.token);
    await apiOk<QueueView>(ApiPaths.gameQueueJoin, { mode: 'ranked' }, first.token);
    await apiOk<QueueView>(ApiPaths.gameQueueJoin, { mode: 'ranked' }, second.token);
    const [a, b] = await eventually(async () => {
      const views = await Promise.all([first, second].map(({ token }) => apiOk<QueueView>(ApiPaths.gameQueueStatus, {}, token)));
      expect(views.map((view) => view.state)).toEqual(['matched', 'matched']);
      return views;
    });
    expect(a!.matchId).toBe(b!.matchId);
    expect(a!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const match = await playedMatch(a!.matchId!, first.token);
    expect(match).toMatchObject({ mode: 'ranked', mySide: 'home', home: { npc: false }, away: { npc: false }, seedHash: a!.seedHash });
    expect(match.fair?.homeDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(match.fair?.awayDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(match.input.home.name).not.toBe(match.input.away.name);
  });

  it('pays the day’s ranking rewards once at 00:00 UTC, as vesting grants', async () => {
    // The managers of the tests above played today; the pair's match gave at least one of them points.
    const [probe] = played;
    const home = await apiOk<GameHomeResponse>(ApiPaths.gameHome, {}, probe);
    const day = utcDay(home.energy.now);
    const scored: string[] = [];
    for (const token of played) {
      const mine = await apiOk<GameHomeResponse>(ApiPaths.gameHome, {}, token);
      if (mine.todayStanding.points > 0) scored.push(token);
    }
    expect(scored.length).toBeGreaterThan(0);

    const past = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: home.nextDailyAt - home.energy.now + 5 });
    expect(past.ran.filter((run) => run.key.startsWith('topmanager-daily-rewards'))).toHaveLength(1);
    const paid = await apiOk<GameRankingResponse>(ApiPaths.gameRanking, { scope: 'daily', day });
    expect(paid.final).toBe(true);
    expect(BigInt(paid.list[0]?.reward ?? '0')).toBeGreaterThan(0n);

    const dailyRewards = (token: string) => apiOk<GameRewardsResponse>(ApiPaths.gameRewards, { kind: 'daily' }, token);
    for (const token of scored) {
      const { list } = await dailyRewards(token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ ref: day });
      expect(BigInt(list[0]!.amount)).toBeGreaterThan(0n);
      expect(list[0]!.endsAt - list[0]!.startsAt).toBe(RANKING_REWARD_VESTING_S);
    }

    // Moving on within the new day pays that day nothing more.
    const again = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: 60 });
    expect(again.ran.filter((run) => run.key.startsWith('topmanager-daily-rewards'))).toHaveLength(0);
    for (const token of scored) expect((await dailyRewards(token)).list).toHaveLength(1);
  });
});
