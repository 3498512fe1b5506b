import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import {
  CLUB_COUNT,
  CLUBS_PER_LEAGUE,
  LEAGUE_COUNT,
  PLAYER_COUNT,
  PLAYERS_PER_CLUB,
  POSITIONS,
  PREFERRED_BY_POSITION,
  SQUAD_BY_POSITION,
} from '../src/modules/catalog/constants';
import { findClub, findPlayer, listPlayers } from '../src/modules/catalog/repository';
import { clubs, leagues } from '../src/modules/catalog/tables';
import { createTestApp, type TestApp } from './helpers/build-app';

const GENERATOR = path.resolve(__dirname, '../../tools/catalog/generate-players.mjs');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countBy = <T>(items: T[], key: (item: T) => string | number) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

describe('the player catalog after the migrations', () => {
  it('holds the leagues and their clubs', async () => {
    const allLeagues = await t.app.db.select().from(leagues);
    const allClubs = await t.app.db.select().from(clubs);
    expect(allLeagues).toHaveLength(LEAGUE_COUNT);
    expect(allClubs).toHaveLength(CLUB_COUNT);
    expect(Object.values(countBy(allClubs, (club) => club.leagueId))).toEqual(Array(LEAGUE_COUNT).fill(CLUBS_PER_LEAGUE));
    for (const club of allClubs) expect(club.shortName).toMatch(/^[A-Z]{3}$/);
  });

  it('holds the players, 25 per club: 3 GK, 8 DF, 8 MF, 6 FW', async () => {
    const players = await listPlayers(t.app.db);
    expect(players).toHaveLength(PLAYER_COUNT);
    expect(players.map((player) => player.id)).toEqual(Array.from({ length: PLAYER_COUNT }, (_, i) => i + 1));
    const perClub = countBy(players, (player) => player.clubId);
    expect(Object.keys(perClub)).toHaveLength(CLUB_COUNT);
    expect(new Set(Object.values(perClub))).toEqual(new Set([PLAYERS_PER_CLUB]));
    for (let clubId = 1; clubId <= CLUB_COUNT; clubId += 1) {
      expect(countBy(await listPlayers(t.app.db, { clubId }), (player) => player.position)).toEqual(SQUAD_BY_POSITION);
    }
  });

  it('gives every player a unique name and a preferred position of his line', async () => {
    const players = await listPlayers(t.app.db);
    expect(new Set(players.map((player) => player.name)).size).toBe(PLAYER_COUNT);
    for (const player of players) expect(PREFERRED_BY_POSITION[player.position]).toContain(player.preferredPosition);
    for (const player of players) expect(player.born >= '1990-01-01' && player.born <= '2007-12-31').toBe(true);
  });

  it('mostly takes a club’s players from its league’s country, and its keepers are the tallest line', async () => {
    const players = await listPlayers(t.app.db);
    const rows = await t.app.db.select({ id: clubs.id, country: leagues.country }).from(clubs).innerJoin(leagues, eq(clubs.leagueId, leagues.id));
    const countryOfClub = new Map(rows.map(({ id, country }) => [id, country]));
    const home = players.filter((player) => countryOfClub.get(player.clubId) === player.nationality).length;
    expect(home / PLAYER_COUNT).toBeGreaterThan(0.5);
    const meanHeight = (position: string) => {
      const line = players.filter((player) => player.position === position);
      return line.reduce((sum, player) => sum + player.heightCm, 0) / line.length;
    };
    for (const position of POSITIONS.filter((p) => p !== 'GK')) expect(meanHeight('GK')).toBeGreaterThan(meanHeight(position));
  });

  it('finds a player, a club, and lists a club’s line', async () => {
    const player = await findPlayer(t.app.db, 1);
    expect(player).toMatchObject({ id: 1, clubId: 1, position: 'GK', preferredPosition: 'GK' });
    expect(await findPlayer(t.app.db, PLAYER_COUNT + 1)).toBeNull();
    expect(await findClub(t.app.db, 1)).toMatchObject({ id: 1, leagueId: 1 });
    expect(await findClub(t.app.db, CLUB_COUNT + 1)).toBeNull();
    const strikers = await listPlayers(t.app.db, { clubId: 2, position: 'FW' });
    expect(strikers).toHaveLength(SQUAD_BY_POSITION.FW);
    expect(strikers.every((p) => p.clubId === 2 && p.position === 'FW')).toBe(true);
  });

  it('refuses a preferred position outside the player’s line', async () => {
    await expect(
      t.app.dbHandle.rawTransaction((raw) =>
        raw.exec("INSERT INTO players VALUES (9999, 1, 'Nobody Atall', 'GB', '2000-01-01', 'GK', 'ST', 190)"),
      ),
    ).rejects.toThrow(/players_preferred_in_position/);
  });
});

describe('the catalog data', () => {
  it('is exactly what the generator writes from its seed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fc-catalog-'));
    try {
      const output = path.join(dir, 'catalog.sql');
      execFileSync(process.execPath, [GENERATOR, output], { stdio: 'pipe' });
      expect(readFileSync(output).equals(readFileSync(path.join(MIGRATIONS_DIR, '0009_catalog_data.sql')))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
