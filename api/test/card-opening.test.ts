import { ApiPaths, ErrorCode, RARITIES, type CardMineResponse, type CardOpenResponse } from '@fc/shared/contracts';
import { eq } from 'drizzle-orm';
import { PACK_CONTENTS } from '../src/modules/cards/constants';
import { newSeed, packRarities, pickRarity, uniform } from '../src/modules/cards/draw';
import { mintCard, type MintSpec } from '../src/modules/cards/repository';
import { cardOpenings } from '../src/modules/cards/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (user: SignedInUser, spec: MintSpec) => t.app.db.transaction((tx) => mintCard(tx, user.userId, spec, t.clock.now()));
const open = (user: SignedInUser, tokenId: string) => t.call<CardOpenResponse>(ApiPaths.cardOpen, { tokenId }, { token: user.token });
const mine = (user: SignedInUser, body: object = {}) => t.call<CardMineResponse>(ApiPaths.cardMine, body, { token: user.token });

describe('/card/open', () => {
  it("reveals an All Star pack's 5 collectible cards with their players, from a seed that is recorded and replays", async () => {
    const user = await signUp(t);
    const pack = await grant(user, { family: 'pack', kind: 'allStar' });
    const answer = await open(user, pack.tokenId);
    expect(answer.r).toBe(0);
    const { cards, seed, opened } = answer.d;
    expect(opened).toBe(pack.tokenId);
    expect(cards).toHaveLength(PACK_CONTENTS.allStar.cards);
    expect(cards.map((card) => card.rarity)).toEqual(packRarities('allStar', seed));
    for (const card of cards) {
      expect(card).toMatchObject({ family: 'collectible', state: 'normal', serial: expect.any(Number), supply: expect.any(Number) });
      expect(card.player).toMatchObject({ name: expect.any(String), club: { shortName: expect.stringMatching(/^[A-Z]{3}$/) } });
    }
    const [recorded] = await t.app.db.select().from(cardOpenings).where(eq(cardOpenings.cardId, pack.id));
    expect(recorded).toMatchObject({ seed, ownerId: user.userId, revealed: cards.map((card) => card.tokenId) });
  });

  it('opens a pack once: again, it is gone; it leaves the collection, its cards join it', async () => {
    const user = await signUp(t);
    const pack = await grant(user, { family: 'pack', kind: 'legend' });
    expect((await mine(user, { family: 'pack' })).d.list.map((card) => card.tokenId)).toEqual([pack.tokenId]);
    expect((await open(user, pack.tokenId)).r).toBe(0);
    expect((await open(user, pack.tokenId)).r).toBe(ErrorCode.CARD_ACTION_UNAVAILABLE);
    expect((await mine(user, { family: 'pack' })).d.total).toBe(0);
    expect((await mine(user, { family: 'collectible' })).d.total).toBe(PACK_CONTENTS.legend.cards);
  });

  it('reveals one pack when 20 requests open it at the same time', async () => {
    const user = await signUp(t);
    const pack = await grant(user, { family: 'pack', kind: 'allStar' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(user, pack.tokenId)));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.r !== 0).map((answer) => answer.r))).toEqual(new Set([ErrorCode.CARD_ACTION_UNAVAILABLE]));
    expect((await mine(user, { family: 'collectible' })).d.total).toBe(PACK_CONTENTS.allStar.cards);
  });

  it("reveals a mystery box's one FP card, of the rarity the box holds", async () => {
    const user = await signUp(t);
    const box = await grant(user, { family: 'box', rarity: 'legendary' });
    const answer = await open(user, box.tokenId);
    expect(answer.d.cards).toHaveLength(1);
    expect(answer.d.cards[0]).toMatchObject({ family: 'fp', rarity: 'legendary', state: 'normal' });
  });

  it("refuses another user's pack, a card that is no pack, and bad input, writing nothing", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const pack = await grant(owner, { family: 'pack', kind: 'allStar' });
    const item = await grant(owner, { family: 'item', kind: 'boots' });
    const before = await t.fingerprint();
    expect((await open(other, pack.tokenId)).r).toBe(ErrorCode.NOT_FOUND);
    expect((await open(owner, item.tokenId)).r).toBe(ErrorCode.CARD_ACTION_UNAVAILABLE);
    expect((await open(owner, '0123')).d).toMatchObject({ field: 'tokenId' });
    expect((await t.call(ApiPaths.cardOpen, { tokenId: pack.tokenId })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/card/mine', () => {
  it('lists what the user holds, newest first, by family and page', async () => {
    const user = await signUp(t);
    const squad = (await mine(user)).d.total;
    const first = await grant(user, { family: 'item', kind: 'energyDrink' });
    const second = await grant(user, { family: 'collectible', playerId: 42, rarity: 'rare' });
    const all = await mine(user);
    expect(all.d.total).toBe(squad + 2);
    expect(all.d.list.slice(0, 2).map((card) => card.tokenId)).toEqual([second.tokenId, first.tokenId]);
    expect(all.d.list[0]).toMatchObject({ family: 'collectible', rarity: 'rare', serial: expect.any(Number), player: { id: 42 } });
    expect(all.d.list[1]).toMatchObject({ family: 'item', kind: 'energyDrink', player: null, rarity: null });
    const paged = await mine(user, { page: 2, pageSize: 1 });
    expect(paged.d).toMatchObject({ total: squad + 2, page: 2, pageSize: 1, list: [{ tokenId: first.tokenId }] });
    expect((await mine(user, { family: 'item' })).d.list.map((card) => card.tokenId)).toEqual([first.tokenId]);
    expect(all.d.list[1]?.fp).toBeNull();
    expect((await mine(user, { family: 'card' })).d).toMatchObject({ field: 'family' });
    expect((await mine(user, { pageSize: 101 })).d).toMatchObject({ field: 'pageSize' });
  });
});

describe('/card/mine filters and order', () => {
  it('filters by rarity, state, line and a part of the player name, and sorts by level or rarity', async () => {
    const user = await signUp(t);
    const striker = await grant(user, { family: 'fp', playerId: 25, rarity: 'epic' });
    const keeper = await grant(user, { family: 'fp', playerId: 1, rarity: 'legendary' });
    await t.app.dbHandle.rawTransaction((raw) => raw.query('UPDATE fp_cards SET level = 7, ascended = true WHERE card_id = $1', [striker.id]));
    const [keeperName, strikerLine] = await t.app.dbHandle.rawTransaction(async (raw) => [
      (await raw.query<{ name: string }>('SELECT name FROM players WHERE id = 1'))[0]?.name ?? '',
      (await raw.query<{ position: string }>('SELECT position FROM players WHERE id = 25'))[0]?.position ?? '',
    ]);
    const tokens = async (body: object) => (await mine(user, { family: 'fp', ...body })).d.list.map((card) => card.tokenId);

    expect(await tokens({ rarity: 'legendary' })).toEqual([keeper.tokenId]);
    expect(await tokens({ position: 'GK', state: 'normal' })).toEqual([keeper.tokenId]);
    expect(await tokens({ position: strikerLine, state: 'normal' })).toContain(striker.tokenId);
    expect(await tokens({ search: keeperName.slice(1, 5).toUpperCase(), state: 'normal' })).toEqual([keeper.tokenId]);
    expect(await tokens({ search: '%', state: 'normal' })).toEqual([]);
    expect((await tokens({ sort: 'level' }))[0]).toBe(striker.tokenId);
    expect((await tokens({ sort: 'rarity' })).slice(0, 2)).toEqual([keeper.tokenId, striker.tokenId]);
    expect((await tokens({ state: 'trial' })).length).toBe(11);
    expect((await mine(user, { search: 'x'.repeat(41) })).d).toMatchObject({ field: 'search' });
    const [first] = (await mine(user, { family: 'fp', sort: 'level' })).d.list;
    expect(first?.fp).toMatchObject({ level: 7, xp: 0, stamina: 120 });
  });
});

describe('pack odds', () => {
  it('gives every Legend pack at least one epic or better, over 2,000 seeds', () => {
    for (let run = 0; run < 2_000; run += 1) {
      const rarities = packRarities('legend', newSeed());
      expect(rarities.some((rarity) => RARITIES.indexOf(rarity) >= RARITIES.indexOf('epic'))).toBe(true);
    }
  });

  it('draws rarities close to the published odds', () => {
    const seed = newSeed();
    const draws = 100_000;
    const counts = new Map<string, number>();
    for (let n = 0; n < draws; n += 1) {
      const rarity = pickRarity(PACK_CONTENTS.allStar.odds, uniform(seed, n));
      counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
    }
    for (const [rarity, basisPoints] of Object.entries(PACK_CONTENTS.allStar.odds)) {
      const expected = (basisPoints / 10_000) * draws;
      // Five standard deviations of a binomial count.
      expect(Math.abs((counts.get(rarity) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected) + 1);
    }
  });
});
