import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CardCampResponse,
  type CardDetailResponse,
  type ItemUseResponse,
} from '@fc/shared/contracts';
import { campAttemptSuccess } from '@fc/shared/fair';
import { and, eq } from 'drizzle-orm';
import { ASCEND_COST_TMT, CAMP_STEP, STAMINA_CAP, XP_CARD, xpToNextLevel } from '../src/modules/cards/constants';
import { addXp, initialGrowth, rating, staminaCost } from '../src/modules/cards/growth';
import { changeCardState, mintCard, type MintSpec } from '../src/modules/cards/repository';
import { campAttempts, cards, fpCards, fpCardSkills } from '../src/modules/cards/tables';
import { managerEnergy } from '../src/modules/energy/tables';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntry, findBalances, ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (user: SignedInUser, spec: MintSpec) => t.app.db.transaction((tx) => mintCard(tx, user.userId, spec, t.clock.now()));
const items = async (user: SignedInUser, kind: 'xpCard' | 'staminaPotion' | 'energyDrink' | 'skillBook' | 'boots', quantity: number) => {
  const made = [];
  for (let index = 0; index < quantity; index += 1) made.push(await grant(user, { family: 'item', kind }));
  return made;
};
const fund = (user: SignedInUser, tmt: string) =>
  t.app.db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: user.userId, currency: 'TMT', delta: toBaseUnits('TMT', tmt), reason: LedgerReason.adjustment, ref: null }, t.clock.now()),
  );
const tmt = async (user: SignedInUser) => (await findBalances(t.app.db, user.userId)).find((balance) => balance.currency === 'TMT')?.amount ?? 0n;
const setFp = (cardId: number, values: Partial<typeof fpCards.$inferInsert>) => t.app.db.update(fpCards).set(values).where(eq(fpCards.cardId, cardId));
const call = <T>(user: SignedInUser, path: string, body: object) => t.call<T>(path, body, { token: user.token });
const detail = (user: SignedInUser, tokenId: string) => call<CardDetailResponse>(user, ApiPaths.cardDetail, { tokenId });
const fp = async (user: SignedInUser, tokenId: string) => {
  const answer = await detail(user, tokenId);
  if (answer.r !== 0 || !answer.d.fp) throw new Error(`detail answered ${answer.r}`);
  return answer.d.fp;
};

describe('growth rules', () => {
  it('needs 16 × (n + 1) XP from level n up to 7, then 128', () => {
    expect([1, 2, 7, 8, 9].map(xpToNextLevel)).toEqual([32, 48, 128, 128, 128]);
  });

  it('levels up with every full bar, giving the rarity potential and a point to every ability, and stops at the cap', () => {
    const growth = initialGrowth({ tokenId: '42', rarity: 'rare', position: 'FW', level: 1 });
    const { growth: after, levelsGained } = addXp(growth, 'rare', 32 + 48 + 10);
    expect(levelsGained).toBe(2);
    expect(after).toMatchObject({ level: 3, xp: 10, potential: 6 });
    expect(after.ability).toEqual(growth.ability.map((value) => value + 2));

    const atCap = addXp({ ...growth, level: 5, xp: 90 }, 'rare', 16);
    expect(atCap.growth).toMatchObject({ level: 5, xp: xpToNextLevel(5) });
    expect(atCap.lost).toBe(10);
    // Ascending turns the full bar into the next level.
    expect(addXp({ ...atCap.growth, ascended: true }, 'rare', 0).growth).toMatchObject({ level: 6, xp: 0 });
  });

  it('draws a new card from its token id: the same id, the same card; rarer cards are stronger', () => {
    const spec = { tokenId: '123456789', position: 'MF', level: 1 } as const;
    expect(initialGrowth({ ...spec, rarity: 'epic' })).toEqual(initialGrowth({ ...spec, rarity: 'epic' }));
    const common = initialGrowth({ ...spec, rarity: 'common' });
    const unique = initialGrowth({ ...spec, rarity: 'unique' });
    expect(rating(unique.ability, 'MF', [])).toBeGreaterThan(rating(common.ability, 'MF', []) + 25);
  });

  it('lowers the stamina a match costs by physical: basic / (1 + physical / 300)', () => {
    expect(staminaCost(50, 0)).toBe(50);
    expect(staminaCost(50, 30)).toBe(46);
    expect(staminaCost(40, 300)).toBe(20);
  });
});

describe('/card/detail', () => {
  it("shows an FP card's growth, skill slots by rarity (locked), camp odds and what it may do", async () => {
    const user = await signUp(t);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'epic', level: 3 });
    const answer = await detail(user, card.tokenId);
    expect(answer.r).toBe(0);
    const { fp: growth, actions, history } = answer.d;
    expect(growth).toMatchObject({ level: 3, levelCap: 5, maxLevel: 10, xp: 0, xpToNext: 64, ascended: false, potential: 12, potentialPerLevel: 6 });
    expect(growth?.ascendCost).toBe(toBaseUnits('TMT', String(ASCEND_COST_TMT.epic)).toString());
    expect(growth?.abilities).toHaveLength(5);
    expect(growth?.skills.map((skill) => [skill.level, skill.next?.step, skill.next?.oddsPercent])).toEqual([
      [0, 'awaken', 100],
      [0, 'awaken', 100],
      [0, 'awaken', 100],
    ]);
    expect(actions).toMatchObject({ list: { ok: true }, allocate: { ok: true }, camp: { ok: true }, ascend: { ok: false, code: ErrorCode.LEVEL_NOT_ENOUGH } });
    expect(history.map((entry) => entry.action)).toEqual(['mint']);
  });

  it("answers someone else's card as not found", async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const card = await grant(owner, { family: 'fp', playerId: 25, rarity: 'rare' });
    expect((await detail(other, card.tokenId)).r).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('/card/allocate', () => {
  it('spends potential points on productive attributes, never more than the card has', async () => {
    const user = await signUp(t);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'rare', level: 3 });
    const before = await fp(user, card.tokenId);
    expect(before.potential).toBe(6);

    const over = await call(user, ApiPaths.cardAllocate, { tokenId: card.tokenId, points: { physical: 5, charm: 2 } });
    expect(over.r).toBe(ErrorCode.POTENTIAL_NOT_ENOUGH);
    expect(await fp(user, card.tokenId)).toEqual(before);
    expect((await call(user, ApiPaths.cardAllocate, { tokenId: card.tokenId, points: {} })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call(user, ApiPaths.cardAllocate, { tokenId: card.tokenId, points: { speed: 1 } })).r).toBe(ErrorCode.INVALID_PARAMS);

    const answer = await call<CardDetailResponse>(user, ApiPaths.cardAllocate, { tokenId: card.tokenId, points: { physical: 4, lucky: 2 } });
    expect(answer.r).toBe(0);
    expect(answer.d.fp?.potential).toBe(0);
    expect(answer.d.fp?.productive.physical).toBe((before.productive.physical ?? 0) + 4);
    expect(answer.d.fp?.productive.lucky).toBe((before.productive.lucky ?? 0) + 2);
    expect(answer.d.actions.allocate).toEqual({ ok: false, code: ErrorCode.POTENTIAL_NOT_ENOUGH });
  });
});

describe('/card/ascend', () => {
  it('ascends a level-5 card once, for its TMT, raising the cap to 10; a full bar becomes level 6', async () => {
    const user = await signUp(t);
    await fund(user, '100');
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'rare', level: 4 });
    expect((await call(user, ApiPaths.cardAscend, { tokenId: card.tokenId })).r).toBe(ErrorCode.LEVEL_NOT_ENOUGH);
    await setFp(card.id, { level: 5, xp: xpToNextLevel(5) });

    const answer = await call<CardDetailResponse>(user, ApiPaths.cardAscend, { tokenId: card.tokenId });
    expect(answer.r).toBe(0);
    expect(answer.d.fp).toMatchObject({ ascended: true, levelCap: 10, level: 6, xp: 0, ascendCost: null });
    expect(await tmt(user)).toBe(toBaseUnits('TMT', String(100 - ASCEND_COST_TMT.rare)));
    expect((await ledgerEntries(t.app.db, user.userId)).at(-1)).toMatchObject({ reason: LedgerReason.ascend, ref: card.tokenId });
    expect((await call(user, ApiPaths.cardAscend, { tokenId: card.tokenId })).r).toBe(ErrorCode.ALREADY_ASCENDED);
  });

  it('refuses without the TMT, writing nothing; trial cards may not ascend', async () => {
    const user = await signUp(t);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'legendary', level: 5 });
    expect((await call(user, ApiPaths.cardAscend, { tokenId: card.tokenId })).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect((await fp(user, card.tokenId)).ascended).toBe(false);
    const [trial] = await t.app.db.select().from(cards).where(and(eq(cards.ownerId, user.userId), eq(cards.state, 'trial')));
    expect((await call(user, ApiPaths.cardAscend, { tokenId: trial?.tokenId })).r).toBe(ErrorCode.TRIAL_CARD_FORBIDDEN);
  });
});

describe('/item/use', () => {
  it('an XP card adds 16 XP; at the cap with a full bar it is refused and kept ("train after ascend")', async () => {
    const user = await signUp(t);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'common', level: 1 });
    expect((await call(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId })).r).toBe(ErrorCode.ITEM_QUANTITY_INSUFFICIENT);
    await items(user, 'xpCard', 3);

    const answer = await call<ItemUseResponse>(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ left: 2, xpLost: 0, card: { fp: { level: 1, xp: XP_CARD } } });

    await setFp(card.id, { level: 5, xp: xpToNextLevel(5) - 4 });
    const overflowing = await call<ItemUseResponse>(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId });
    expect(overflowing.d).toMatchObject({ left: 1, xpLost: XP_CARD - 4, card: { fp: { level: 5, xp: xpToNextLevel(5) } } });
    expect((await call(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId })).r).toBe(ErrorCode.EXPERIENCE_OVERFLOWED);
    await setFp(card.id, { level: 10, ascended: true, xp: 128 });
    expect((await call(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId })).r).toBe(ErrorCode.MAX_LEVEL_REACHED);
    const left = await t.app.db.select().from(cards).where(and(eq(cards.ownerId, user.userId), eq(cards.kind, 'xpCard'), eq(cards.state, 'normal')));
    expect(left).toHaveLength(1);
  });

  it('a stamina potion adds 40 within the cap, and is refused past it', async () => {
    const user = await signUp(t);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'common' });
    await items(user, 'staminaPotion', 1);
    expect((await call(user, ApiPaths.itemUse, { kind: 'staminaPotion', cardTokenId: card.tokenId })).r).toBe(ErrorCode.STAMINA_EXCEEDED);
    await setFp(card.id, { stamina: 30 });
    const answer = await call<ItemUseResponse>(user, ApiPaths.itemUse, { kind: 'staminaPotion', cardTokenId: card.tokenId });
    expect(answer.d).toMatchObject({ left: 0, card: { fp: { stamina: 70, staminaCap: STAMINA_CAP } } });
    expect((await call(user, ApiPaths.itemUse, { kind: 'staminaPotion' })).r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it("an energy drink adds 10 to the manager's energy, never above 100", async () => {
    const user = await signUp(t);
    await items(user, 'energyDrink', 2);
    expect((await call(user, ApiPaths.itemUse, { kind: 'energyDrink' })).r).toBe(ErrorCode.ENERGY_EXCEEDS_LIMIT);
    await t.app.db.insert(managerEnergy).values({ userId: user.userId, energy: 55, asOf: t.clock.now() });
    const answer = await call<ItemUseResponse>(user, ApiPaths.itemUse, { kind: 'energyDrink' });
    expect(answer.d).toMatchObject({ left: 1, energy: 65, card: null });
  });
});

describe('/card/camp', () => {
  it('awakens a skill for its TMT and skill books, recording the seed its roll came from', async () => {
    const user = await signUp(t);
    await fund(user, '1000');
    await items(user, 'skillBook', 1);
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'rare' });
    const answer = await call<CardCampResponse>(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ step: 'awaken', success: true, level: 1, oddsPercent: 100 });
    expect(answer.d.detail.fp?.skills[0]).toMatchObject({ level: 1, next: { step: 'levelUp', toLevel: 2, oddsPercent: CAMP_STEP[1]?.oddsPercent } });
    expect(await tmt(user)).toBe(toBaseUnits('TMT', String(1000 - (CAMP_STEP[0]?.costTmt ?? 0))));
    const [attempt] = await t.app.db.select().from(campAttempts).where(eq(campAttempts.cardId, card.id));
    expect(attempt).toMatchObject({ seed: answer.d.seed, success: true, slot: 0, fromLevel: 0 });
  });

  it('a failed level up spends the cost and keeps the level; every outcome replays from its seed', async () => {
    const user = await signUp(t);
    await fund(user, '100000');
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'rare' });
    await t.app.db.update(fpCardSkills).set({ level: 4 }).where(and(eq(fpCardSkills.cardId, card.id), eq(fpCardSkills.slot, 0)));
    await items(user, 'skillBook', 3 * 12);
    const outcomes: CardCampResponse[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await call<CardCampResponse>(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 });
      if (answer.r !== 0) break;
      outcomes.push(answer.d);
      if (answer.d.success) break;
    }
    for (const outcome of outcomes) {
      expect(outcome.success).toBe(campAttemptSuccess(outcome.seed, outcome.oddsPercent));
      expect(outcome.level).toBe(outcome.success ? 5 : 4);
    }
    // At 20 %, twelve failures in a row happen 7 % of the time: either way each step was paid.
    const attempts = await t.app.db.select().from(campAttempts).where(eq(campAttempts.cardId, card.id));
    expect(attempts).toHaveLength(outcomes.length);
    expect(await tmt(user)).toBe(toBaseUnits('TMT', String(100000 - outcomes.length * (CAMP_STEP[4]?.costTmt ?? 0))));
  });

  it('refuses a slot the rarity lacks, a skill at level 5 and a step without skill books, writing nothing', async () => {
    const user = await signUp(t);
    await fund(user, '1000');
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'common' });
    expect((await call(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 1 })).r).toBe(ErrorCode.SKILL_LOCKED_OR_CAPPED);
    expect((await call(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 })).r).toBe(ErrorCode.ITEM_QUANTITY_INSUFFICIENT);
    expect(await tmt(user)).toBe(toBaseUnits('TMT', '1000'));
    await t.app.db.update(fpCardSkills).set({ level: 5 }).where(eq(fpCardSkills.cardId, card.id));
    expect((await call(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 })).r).toBe(ErrorCode.SKILL_LOCKED_OR_CAPPED);
    expect(await t.app.db.select().from(campAttempts).where(eq(campAttempts.cardId, card.id))).toEqual([]);
  });
});

describe('/item/equip and /item/unequip', () => {
  it('puts boots on a card (its ability and rating rise), moves them to another card, and takes them off', async () => {
    const user = await signUp(t);
    const [first, second] = [await grant(user, { family: 'fp', playerId: 25, rarity: 'rare' }), await grant(user, { family: 'fp', playerId: 30, rarity: 'rare' })];
    const [boots] = await items(user, 'boots', 1);
    const before = await fp(user, first.tokenId);

    const worn = await call<CardDetailResponse>(user, ApiPaths.itemEquip, { itemTokenId: boots?.tokenId, cardTokenId: first.tokenId });
    expect(worn.r).toBe(0);
    expect(worn.d.fp?.equipment).toEqual([{ tokenId: boots?.tokenId, kind: 'boots', attribute: expect.any(String), bonus: 3 }]);
    const raised = worn.d.fp?.abilities.find((ability) => ability.bonus > 0);
    expect(raised?.value).toBe((before.abilities.find((ability) => ability.name === raised?.name)?.value ?? 0) + 3);
    expect(worn.d.actions.list).toEqual({ ok: false, code: ErrorCode.CARD_EQUIPPED });

    await call(user, ApiPaths.itemEquip, { itemTokenId: boots?.tokenId, cardTokenId: second.tokenId });
    expect((await fp(user, first.tokenId)).equipment).toEqual([]);
    expect((await fp(user, first.tokenId)).rating).toBe(before.rating);
    expect((await fp(user, second.tokenId)).equipment).toHaveLength(1);

    const off = await call<CardDetailResponse>(user, ApiPaths.itemUnequip, { itemTokenId: boots?.tokenId });
    expect(off.d.card.tokenId).toBe(second.tokenId);
    expect(off.d.fp?.equipment).toEqual([]);
    expect((await call(user, ApiPaths.itemUnequip, { itemTokenId: boots?.tokenId })).r).toBe(ErrorCode.CARD_ACTION_UNAVAILABLE);
    expect((await call(user, ApiPaths.itemEquip, { itemTokenId: first.tokenId, cardTokenId: second.tokenId })).r).toBe(ErrorCode.CARD_ACTION_UNAVAILABLE);
  });
});

describe('a busy card', () => {
  it('is refused every growth step while in training or in TopPrize, with the reason', async () => {
    const user = await signUp(t);
    await fund(user, '1000');
    const [training, sent] = [
      await grant(user, { family: 'fp', playerId: 25, rarity: 'rare', level: 5 }),
      await grant(user, { family: 'fp', playerId: 30, rarity: 'rare', level: 5 }),
    ];
    const [boots] = await items(user, 'boots', 1);
    await items(user, 'xpCard', 1);
    await items(user, 'skillBook', 1);
    await t.app.db.transaction(async (tx) => {
      await changeCardState(tx, { tokenId: training.tokenId, action: 'train', by: 'system', now: t.clock.now() });
      await changeCardState(tx, { tokenId: sent.tokenId, action: 'sendToTopPrize', by: 'system', now: t.clock.now() });
    });
    for (const [card, code] of [
      [training, ErrorCode.CARD_BUSY],
      [sent, ErrorCode.RECALL_FROM_TOPPRIZE_FIRST],
    ] as const) {
      expect((await call(user, ApiPaths.cardAllocate, { tokenId: card.tokenId, points: { wisdom: 1 } })).r).toBe(code);
      expect((await call(user, ApiPaths.cardAscend, { tokenId: card.tokenId })).r).toBe(code);
      expect((await call(user, ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 })).r).toBe(code);
      expect((await call(user, ApiPaths.itemUse, { kind: 'xpCard', cardTokenId: card.tokenId })).r).toBe(code);
      expect((await call(user, ApiPaths.itemEquip, { itemTokenId: boots?.tokenId, cardTokenId: card.tokenId })).r).toBe(code);
      const { actions } = (await detail(user, card.tokenId)).d;
      for (const action of ['allocate', 'ascend', 'camp', 'equip', 'list', 'train'] as const) expect(actions[action]).toEqual({ ok: false, code });
    }
    expect(await tmt(user)).toBe(toBaseUnits('TMT', '1000'));
  });
});
