import {
  ApiPaths,
  DAILY_BONUS_TMT,
  DEFAULT_TACTICS,
  ErrorCode,
  RANKING_PAGE_SIZE,
  SEASON_DAYS,
  SEASON_REWARD_TMT,
  shareByPoints,
  type GameClubsResponse,
  type GameGroupResponse,
  type GameRankingResponse,
  type MatchOutcome,
} from '@fc/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/account/tables';
import { ownedCards } from '../src/modules/cards/repository';
import { addMatchPoints } from '../src/modules/ranking/points';
import { managerStanding } from '../src/modules/ranking/standing';
import { createTestApp, type ErrorAnswer, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
beforeEach(async () => {
  // The test clock starts at 2030-01-15 10:00 UTC: day 23 of season S41 (2029-12-24 to 2030-01-21).
  t = await createTestApp();
});
afterEach(() => t.close());

async function managers(clubs: string[]): Promise<QuickUser[]> {
  const made = await quickUsers(t, clubs.length, {}, 'ranking');
  for (const [index, club] of clubs.entries()) await t.app.db.update(users).set({ clubName: club }).where(eq(users.id, made[index]!.userId));
  return made;
}

/** Plays ranked results for a manager now, as the game module does at the end of a match. */
async function play(user: QuickUser, ...outcomes: MatchOutcome[]): Promise<void> {
  await t.app.db.transaction(async (tx) => {
    for (const outcome of outcomes) await addMatchPoints(tx, user.userId, outcome, t.app.now());
  });
}

const ranking = (body: object, token?: string) => t.call<GameRankingResponse>(ApiPaths.gameRanking, body, token ? { token } : {});

describe('/game/ranking', () => {
  it("ranks today's managers by points, then wins, then fewer matches, with each one's share of the daily bonus, for guests too", async () => {
    const [lions, hawks, bears, wolves, owls] = await managers(['Red Lions', 'Green Hawks', 'Blue Bears', 'Grey Wolves', 'Night Owls']);
    await play(lions!, 'win', 'win'); // 6
    await play(hawks!, 'draw', 'draw', 'draw'); // 3, no win
    await play(bears!, 'win'); // 3, one win in one match
    await play(wolves!, 'win', 'loss'); // 3, one win in two matches
    await play(owls!, 'loss'); // 0

    const guest = await ranking({ scope: 'daily' });
    expect(guest.r).toBe(0);
    const shares = shareByPoints(DAILY_BONUS_TMT, [6, 3, 3, 3, 0]);
    expect(guest.d).toMatchObject({ scope: 'daily', day: '2030-01-15', final: false, pool: DAILY_BONUS_TMT.toString(), total: 5, page: 1, pageSize: RANKING_PAGE_SIZE, me: null });
    expect(guest.d.season).toMatchObject({ index: 41, label: 'S41', day: 23, startsAt: Date.UTC(2029, 11, 24) / 1000, endsAt: Date.UTC(2030, 0, 21) / 1000 });
    expect(guest.d.list.map((row) => [row.rank, row.club, row.points, row.reward])).toEqual([
      [1, 'Red Lions', 6, shares[0]!.toString()],
      [2, 'Blue Bears', 3, shares[1]!.toString()],
      [3, 'Grey Wolves', 3, shares[2]!.toString()],
      [4, 'Green Hawks', 3, shares[3]!.toString()],
      [5, 'Night Owls', 0, '0'],
    ]);
    expect(guest.d.list[2]).toMatchObject({ matches: 2, wins: 1, draws: 0, losses: 1, me: false });

    const signedIn = await ranking({ scope: 'daily' }, hawks!.token);
    expect(signedIn.d.me).toMatchObject({ rank: 4, club: 'Green Hawks', points: 3, matches: 3, draws: 3, me: true, reward: shares[3]!.toString() });
    expect(signedIn.d.list.filter((row) => row.me).map((row) => row.club)).toEqual(['Green Hawks']);

    // The home page's standing reads the same ranking and share.
    const standing = await managerStanding(t.app.db, hawks!.userId, t.app.now());
    expect(standing).toMatchObject({ today: { points: 3, rank: 4 }, season: { points: 3, rank: 4 }, estimatedDaily: shares[3] });
    expect((await managerStanding(t.app.db, owls!.userId, t.app.now())).estimatedDaily).toBeNull();

    // A manager without a match today has no row.
    const [idle] = await managers(['Idle FC']);
    expect((await ranking({ scope: 'daily' }, idle!.token)).d.me).toBeNull();
  });

  it('shows the nickname of a profile whose club name is empty', async () => {
    const [nameless] = await managers(['']);
    await t.app.db.update(users).set({ nickName: 'Captain Nemo' }).where(eq(users.id, nameless!.userId));
    await play(nameless!, 'win');
    expect((await ranking({ scope: 'daily' })).d.list.map((row) => row.club)).toEqual(['Captain Nemo']);
  });

  it('finds clubs by name within the ranking, keeping their ranks, wildcards taken literally', async () => {
    const [red, green, blue] = await managers(['Red Lions', 'Green Hawks', 'Blue lions']);
    await play(red!, 'win', 'win');
    await play(green!, 'win');
    await play(blue!, 'draw');
    const found = await ranking({ scope: 'daily', q: 'LIONS' });
    expect(found.d.total).toBe(2);
    expect(found.d.list.map((row) => [row.rank, row.club])).toEqual([
      [1, 'Red Lions'],
      [3, 'Blue lions'],
    ]);
    // Rewards are still shares of the whole ranking's points.
    expect(found.d.list[1]?.reward).toBe(shareByPoints(DAILY_BONUS_TMT, [6, 3, 1])[2]!.toString());
    expect((await ranking({ scope: 'daily', q: '%' })).d).toMatchObject({ total: 0, list: [] });
    expect((await ranking({ scope: 'daily', q: '   ' })).r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('pages the ranking', async () => {
    const many = await managers(Array.from({ length: RANKING_PAGE_SIZE + 3 }, (_, index) => `Club ${String(index).padStart(3, '0')}`));
    // Each manager one win: equal points, wins and matches, so the earlier account ranks first.
    for (const manager of many) await play(manager, 'win');
    const first = await ranking({ scope: 'daily' });
    expect(first.d.total).toBe(RANKING_PAGE_SIZE + 3);
    expect(first.d.list).toHaveLength(RANKING_PAGE_SIZE);
    const second = await ranking({ scope: 'daily', page: 2 });
    expect(second.d.list.map((row) => [row.rank, row.club])).toEqual([
      [51, 'Club 050'],
      [52, 'Club 051'],
      [53, 'Club 052'],
    ]);
    expect((await ranking({ scope: 'daily', page: 3 })).d).toMatchObject({ list: [], total: RANKING_PAGE_SIZE + 3, page: 3 });
  });

  it("sums the season's days; a past day is final and keeps its own points", async () => {
    const [lions, hawks] = await managers(['Red Lions', 'Green Hawks']);
    await play(lions!, 'win');
    await play(hawks!, 'draw');
    t.clock.advance(DAY_MS); // 2030-01-16
    await play(hawks!, 'win', 'win');

    const season = await ranking({ scope: 'season' }, lions!.token);
    expect(season.d).toMatchObject({ scope: 'season', day: null, final: false, pool: SEASON_REWARD_TMT.toString(), total: 2 });
    const seasonShares = shareByPoints(SEASON_REWARD_TMT, [7, 3]);
    expect(season.d.list.map((row) => [row.rank, row.club, row.points, row.matches, row.reward])).toEqual([
      [1, 'Green Hawks', 7, 3, seasonShares[0]!.toString()],
      [2, 'Red Lions', 3, 1, seasonShares[1]!.toString()],
    ]);
    expect(season.d.me).toMatchObject({ rank: 2, me: true });
    // The same season by its number.
    expect((await ranking({ scope: 'season', season: 41 })).d.list).toEqual(season.d.list.map((row) => ({ ...row, me: false })));

    const yesterday = await ranking({ scope: 'daily', day: '2030-01-15' });
    const dayShares = shareByPoints(DAILY_BONUS_TMT, [3, 1]);
    expect(yesterday.d).toMatchObject({ day: '2030-01-15', final: true });
    expect(yesterday.d.list.map((row) => [row.club, row.points, row.reward])).toEqual([
      ['Red Lions', 3, dayShares[0]!.toString()],
      ['Green Hawks', 1, dayShares[1]!.toString()],
    ]);
    expect((await ranking({ scope: 'daily' })).d.list.map((row) => [row.club, row.points])).toEqual([['Green Hawks', 6]]);
  });

  it('answers "ranking has not started" on a season\'s first day, and a finished season as final', async () => {
    const [lions] = await managers(['Red Lions']);
    await play(lions!, 'win');
    t.clock.advance(5 * DAY_MS + 14 * HOUR_MS); // 2030-01-21 00:00, the first day of S42
    const before = await t.fingerprint();
    expect((await ranking({ scope: 'season' })).r).toBe(ErrorCode.RANKING_NOT_STARTED);
    expect((await ranking({ scope: 'season', season: 42 })).r).toBe(ErrorCode.RANKING_NOT_STARTED);
    // The day ranking runs from the first day.
    expect((await ranking({ scope: 'daily' })).d).toMatchObject({ day: '2030-01-21', total: 0, season: { index: 42, day: 1 } });
    const past = await ranking({ scope: 'season', season: 41 });
    expect(past.d).toMatchObject({ final: true, season: { index: 41, day: SEASON_DAYS }, total: 1 });
    expect(past.d.list[0]).toMatchObject({ club: 'Red Lions', reward: SEASON_REWARD_TMT.toString() });
    expect(await t.fingerprint()).toEqual(before);

    t.clock.advance(DAY_MS);
    expect((await ranking({ scope: 'season' })).d).toMatchObject({ season: { index: 42, day: 2 }, final: false, total: 0 });
  });

  it('refuses days and seasons not begun and bad input, writing nothing', async () => {
    const before = await t.fingerprint();
    const refusal = (body: object): Promise<ErrorAnswer> => t.call<ErrorAnswer['d']>(ApiPaths.gameRanking, body);
    expect((await refusal({ scope: 'season', season: 42 })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
    expect((await refusal({ scope: 'daily', day: '2030-01-16' })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
    expect((await refusal({ scope: 'daily', day: '2026-11-01' })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
    expect(await refusal({ scope: 'daily', day: '2030-02-30' })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'day' } });
    expect(await refusal({ scope: 'daily', day: '2030-01-15', season: 40 })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'season' } });
    expect(await refusal({ scope: 'season', day: '2030-01-15' })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'day' } });
    expect((await refusal({ scope: 'weekly' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await refusal({ scope: 'daily', extra: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await refusal({ scope: 'daily', page: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await refusal({ scope: 'daily', q: 'x'.repeat(25) })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('answers "new season not started" before S0', async () => {
    const early = await createTestApp({ now: () => new Date('2026-10-30T12:00:00.000Z') });
    try {
      expect((await early.call(ApiPaths.gameRanking, { scope: 'daily' })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
      expect((await early.call(ApiPaths.gameRanking, { scope: 'season' })).r).toBe(ErrorCode.SEASON_NOT_STARTED);
    } finally {
      await early.close();
    }
  });
});

describe('/game/clubs', () => {
  it("finds clubs whose name contains the text, with the current season's points, for guests too", async () => {
    const [red, blue] = await managers(['Red Lions', 'Blue Lions', 'Green Hawks']);
    await play(blue!, 'win', 'draw');
    await play(red!, 'draw');
    const found = await t.call<GameClubsResponse>(ApiPaths.gameClubs, { q: 'lions' });
    expect(found.r).toBe(0);
    expect(found.d.list).toEqual([
      { club: 'Blue Lions', teamRating: null, seasonPoints: 4 },
      { club: 'Red Lions', teamRating: null, seasonPoints: 1 },
    ]);
    expect((await t.call<GameClubsResponse>(ApiPaths.gameClubs, { q: 'hawk' }, { token: red!.token })).d.list).toEqual([{ club: 'Green Hawks', teamRating: null, seasonPoints: 0 }]);
    expect((await t.call<GameClubsResponse>(ApiPaths.gameClubs, { q: '_' })).d.list).toEqual([]);

    // Last season's points do not count in the next.
    t.clock.advance(6 * DAY_MS);
    expect((await t.call<GameClubsResponse>(ApiPaths.gameClubs, { q: 'Blue' })).d.list).toEqual([{ club: 'Blue Lions', teamRating: null, seasonPoints: 0 }]);
  });

  it("gives a club's active lineup's team rating", async () => {
    const [owl] = await managers(['Night Owls']);
    const squad = (await ownedCards(t.app.db, owl!.userId, 'fp')).map((card) => card.tokenId);
    const saved = await t.call<GameGroupResponse>(
      ApiPaths.gameGroupSave,
      { name: 'XI', formation: '4-4-2', tactics: DEFAULT_TACTICS, starters: squad.slice(0, 11), substitutes: [] },
      { token: owl!.token },
    );
    expect(saved.r).toBe(0);
    const found = await t.call<GameClubsResponse>(ApiPaths.gameClubs, { q: 'night owls' });
    expect(found.d.list).toEqual([{ club: 'Night Owls', teamRating: saved.d.group.rating, seasonPoints: 0 }]);
  });

  it('refuses an empty or too long search', async () => {
    expect((await t.call(ApiPaths.gameClubs, {})).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.gameClubs, { q: '' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.gameClubs, { q: '  ' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.gameClubs, { q: 'x'.repeat(25) })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});
