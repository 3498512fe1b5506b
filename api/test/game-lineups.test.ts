import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  MAX_LINEUP_GROUPS,
  SYSTEM_CARD_LEVEL,
  toBaseUnits,
  UNSTAKE_FREEZE_S,
  type DevGrantResponse,
  type GameGroupResponse,
  type GameGroupSaveRequest,
  type GameGroupsResponse,
  type GameSquadResponse,
  type TrainingView,
} from '@fc/shared/contracts';
import { changeCardState, findCard, mintCard } from '../src/modules/cards/repository';
import { fpCards } from '../src/modules/cards/tables';
import { SYSTEM_CARD_RATING } from '../src/modules/game/constants';
import { ABILITY_BASE, ABILITY_PER_LEVEL } from '../src/modules/cards/constants';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { lineup as lineupOf, manager as managerOf, type Manager } from './helpers/managers';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manager = () => managerOf(t);
const lineup = (starters: (string | null)[], extra: Partial<GameGroupSaveRequest> = {}) => lineupOf(starters, { name: 'First XI', ...extra });

const three = (m: Manager) => [m.squad[0] ?? null, m.squad[1] ?? null, m.squad[2] ?? null, ...Array<null>(8).fill(null)];

async function save(m: Manager, request: GameGroupSaveRequest) {
  return t.call<GameGroupResponse>(ApiPaths.gameGroupSave, request, { token: m.token });
}

async function stateOf(tokenId: string) {
  return (await findCard(t.app.db, tokenId))?.state;
}

it('plays an empty slot as a common card at the system level: the rating the editor counts', () => {
  expect(SYSTEM_CARD_RATING).toBe(ABILITY_BASE.common + (SYSTEM_CARD_LEVEL - 1) * ABILITY_PER_LEVEL);
});

describe('/game/squad', () => {
  it("lists the manager's FP cards with what a match costs them and whether they can join a lineup", async () => {
    const m = await manager();
    const answer = await t.call<GameSquadResponse>(ApiPaths.gameSquad, {}, { token: m.token });
    expect(answer.r).toBe(0);
    expect(answer.d.cards.map((card) => card.card.tokenId)).toEqual(m.squad);
    for (const card of answer.d.cards) {
      expect(card).toMatchObject({ available: true, refusal: null, groupIds: [] });
      expect(card.matchCost).toBeGreaterThan(0);
      expect(card.matchCost).toBeLessThanOrEqual(50);
      expect(Object.keys(card.abilities)).toHaveLength(5);
    }
  });

  it('says what keeps each busy card out of a lineup, and until when where that ends by itself', async () => {
    const email = uniqueEmail('squad');
    const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, {
      email,
      currencies: { TMT: toBaseUnits('TMT', '1000').toString() },
      fpCards: Array.from({ length: 7 }, (_, n) => ({ rarity: 'common' as const, level: 5, playerId: 200 + n })),
    });
    expect(granted.r).toBe(0);
    const { token } = await login(t, email, DEV_GRANT_PASSWORD);
    const [staked, frozen, parentA, parentB, sent, locked, listed] = granted.d.fpCards as [string, string, string, string, string, string, string];
    const as = { token };
    expect((await t.call(ApiPaths.stakeCards, { tokenIds: [staked, frozen] }, as)).r).toBe(0);
    expect((await t.call(ApiPaths.unstakeCards, { tokenIds: [frozen] }, as)).r).toBe(0);
    const training = await t.call<TrainingView>(ApiPaths.trainingStart, { tokenId: parentA, partnerTokenId: parentB }, as);
    expect(training.r).toBe(0);
    expect((await t.call(ApiPaths.topPrizeSend, { tokenIds: [sent] }, as)).r).toBe(0);
    const owner = (await findCard(t.app.db, locked))?.ownerId ?? 0;
    await t.app.db.transaction(async (tx) => {
      await changeCardState(tx, { tokenId: locked, action: 'lock', by: 'system', now: t.clock.now() });
      await changeCardState(tx, { tokenId: listed, action: 'list', by: { userId: owner }, now: t.clock.now() });
    });

    const { d } = await t.call<GameSquadResponse>(ApiPaths.gameSquad, {}, as);
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    expect(d.now).toBe(nowS);
    const mine = d.cards.filter((card) => granted.d.fpCards.includes(card.card.tokenId));
    const blocks = Object.fromEntries(mine.map((card) => [card.card.tokenId, card.blockedBy]));
    expect(blocks).toEqual({
      [staked]: { reason: 'staking', until: null },
      [frozen]: { reason: 'frozen', until: nowS + UNSTAKE_FREEZE_S },
      [parentA]: { reason: 'training', until: training.d.finishesAt },
      [parentB]: { reason: 'training', until: training.d.finishesAt },
      [sent]: { reason: 'topPrize', until: null },
      [locked]: { reason: 'locked', until: null },
      [listed]: { reason: 'listed', until: null },
    });
    for (const card of mine) expect(card).toMatchObject({ available: false, refusal: expect.any(Number) });
    // The account's free trial cards: nothing keeps them out.
    for (const card of d.cards.filter((c) => !mine.includes(c))) expect(card).toMatchObject({ available: true, refusal: null, blockedBy: null });
  });

  it("keeps naming a saved lineup's card whose trial ended, and says so; a free card is blocked by nothing", async () => {
    const m = await manager();
    const saved = await save(m, lineup(three(m)));
    const ended = m.squad[0] ?? '';
    await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: ended, action: 'expireTrial', by: 'system', now: t.clock.now() }));
    const trialUntil = (await findCard(t.app.db, ended))?.trialUntil;

    const { d } = await t.call<GameSquadResponse>(ApiPaths.gameSquad, {}, { token: m.token });
    expect(d.cards.map((card) => card.card.tokenId).sort()).toEqual([...m.squad].sort());
    expect(d.cards.find((card) => card.card.tokenId === ended)).toMatchObject({
      available: false,
      refusal: ErrorCode.CARD_ACTION_UNAVAILABLE,
      blockedBy: { reason: 'trialEnded', until: Math.floor((trialUntil?.getTime() ?? 0) / 1000) },
      groupIds: [saved.d.group.groupId],
    });
    expect(d.cards.find((card) => card.card.tokenId === m.squad[1])).toMatchObject({ available: true, blockedBy: null });
    expect(d.cards.find((card) => card.card.tokenId === m.squad[5])).toMatchObject({ available: true, blockedBy: null });
  });

  it('refuses a guest', async () => {
    expect((await t.call(ApiPaths.gameSquad, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('/game/group/save', () => {
  it('creates the first group active, its cards in the lineup, rated by its starters with system cards counted', async () => {
    const m = await manager();
    const answer = await save(m, lineup(three(m)));
    expect(answer.r).toBe(0);
    const { group } = answer.d;
    expect(group).toMatchObject({ name: 'First XI', active: true, ownCards: 3, issues: [] });
    const ratings = await Promise.all(
      m.squad.slice(0, 3).map(async (token) => {
        const card = await findCard(t.app.db, token);
        const [fp] = await t.app.db.select().from(fpCards).where(eq(fpCards.cardId, card?.id ?? 0));
        return fp?.rating ?? 0;
      }),
    );
    expect(group.rating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) + 8 * SYSTEM_CARD_RATING) / 11));
    for (const token of m.squad.slice(0, 3)) expect(await stateOf(token)).toBe('battling');
    expect(await stateOf(m.squad[3] ?? '')).toBe('trial');

    const squad = await t.call<GameSquadResponse>(ApiPaths.gameSquad, {}, { token: m.token });
    expect(squad.d.cards[0]?.groupIds).toEqual([group.groupId]);
    const groups = await t.call<GameGroupsResponse>(ApiPaths.gameGroups, {}, { token: m.token });
    expect(groups.d).toMatchObject({ max: MAX_LINEUP_GROUPS, groups: [{ groupId: group.groupId, active: true }] });
    const one = await t.call<GameGroupResponse>(ApiPaths.gameGroup, { groupId: group.groupId }, { token: m.token });
    expect(one.d.group).toEqual(group);
  });

  it('keeps a card in two groups battling until it leaves the last one', async () => {
    const m = await manager();
    const first = await save(m, lineup(three(m)));
    const second = await save(m, lineup([m.squad[0] ?? null, m.squad[3] ?? null, m.squad[4] ?? null, ...Array<null>(8).fill(null)], { name: 'Second' }));
    expect(second.r).toBe(0);
    expect(second.d.group.active).toBe(false);
    // The first group drops its first card: it still stands in the second.
    const edited = await save(m, lineup([null, m.squad[1] ?? null, m.squad[2] ?? null, m.squad[5] ?? null, ...Array<null>(7).fill(null)], { groupId: first.d.group.groupId }));
    expect(edited.r).toBe(0);
    expect(await stateOf(m.squad[0] ?? '')).toBe('battling');
    expect(await stateOf(m.squad[5] ?? '')).toBe('battling');
    const deleted = await t.call<GameGroupsResponse>(ApiPaths.gameGroupDelete, { groupId: second.d.group.groupId }, { token: m.token });
    expect(deleted.r).toBe(0);
    expect(deleted.d.groups.map((group) => group.groupId)).toEqual([first.d.group.groupId]);
    expect(await stateOf(m.squad[0] ?? '')).toBe('trial');
    expect(await stateOf(m.squad[3] ?? '')).toBe('trial');
    expect(await stateOf(m.squad[1] ?? '')).toBe('battling');
  });

  it('switches the active group, and a deleted active group hands over to the next', async () => {
    const m = await manager();
    const first = await save(m, lineup(three(m)));
    const second = await save(m, lineup(three(m), { name: 'Second', active: true }));
    expect(second.d.group.active).toBe(true);
    const groups = await t.call<GameGroupsResponse>(ApiPaths.gameGroups, {}, { token: m.token });
    expect(groups.d.groups.map((group) => group.active)).toEqual([false, true]);
    const activated = await t.call<GameGroupResponse>(ApiPaths.gameGroupActivate, { groupId: first.d.group.groupId }, { token: m.token });
    expect(activated.d.group.active).toBe(true);
    const left = await t.call<GameGroupsResponse>(ApiPaths.gameGroupDelete, { groupId: first.d.group.groupId }, { token: m.token });
    expect(left.d.groups).toMatchObject([{ groupId: second.d.group.groupId, active: true }]);
  });

  it('names the starters short of stamina for a match', async () => {
    const m = await manager();
    await save(m, lineup(three(m)));
    const card = await findCard(t.app.db, m.squad[1] ?? '');
    await t.app.db.update(fpCards).set({ stamina: 10 }).where(eq(fpCards.cardId, card?.id ?? 0));
    const groups = await t.call<GameGroupsResponse>(ApiPaths.gameGroups, {}, { token: m.token });
    expect(groups.d.groups[0]?.issues).toEqual([{ problem: 'staminaShort', tokenIds: [m.squad[1]] }]);
  });

  describe('refuses, writing nothing', () => {
    async function refused(m: Manager, request: GameGroupSaveRequest, code: number) {
      const before = await t.fingerprint();
      const answer = await save(m, request);
      expect(answer.r).toBe(code);
      expect(await t.fingerprint()).toEqual(before);
      return answer;
    }

    it('fewer than 3 own cards', async () => {
      const m = await manager();
      await refused(m, lineup([m.squad[0] ?? null, m.squad[1] ?? null, ...Array<null>(9).fill(null)]), ErrorCode.LINEUP_TOO_FEW_CARDS);
    });

    it('two cards of one player', async () => {
      const m = await manager();
      const first = await findCard(t.app.db, m.squad[0] ?? '');
      const twin = await t.app.db.transaction((tx) => mintCard(tx, m.userId, { family: 'fp', playerId: first?.playerId ?? 0, rarity: 'common' }, t.clock.now()));
      await refused(m, lineup([...three(m).slice(0, 10), twin.tokenId]), ErrorCode.LINEUP_DUPLICATE_PLAYER);
    });

    it('a card twice', async () => {
      const m = await manager();
      const answer = await refused(m, lineup(three(m), { substitutes: [m.squad[0] ?? ''] }), ErrorCode.INVALID_PARAMS);
      expect(answer.d).toMatchObject({ field: 'substitutes' });
    });

    it("someone else's card, or one that is not an FP card", async () => {
      const m = await manager();
      const other = await manager();
      await refused(m, lineup([...three(m).slice(0, 10), other.squad[0] ?? null]), ErrorCode.NOT_FOUND);
      const item = await t.app.db.transaction((tx) => mintCard(tx, m.userId, { family: 'item', kind: 'boots' }, t.clock.now()));
      await refused(m, lineup(three(m), { substitutes: [item.tokenId] }), ErrorCode.CARD_ACTION_UNAVAILABLE);
    });

    it('a busy card, with the card state machine’s code', async () => {
      const m = await manager();
      await t.app.db.transaction((tx) => changeCardState(tx, { tokenId: m.squad[2] ?? '', action: 'lock', by: 'system', now: t.clock.now() }));
      await refused(m, lineup(three(m)), ErrorCode.CARD_BUSY);
    });

    it('a sixth group', async () => {
      const m = await manager();
      for (let index = 0; index < MAX_LINEUP_GROUPS; index += 1) expect((await save(m, lineup(three(m), { name: `G${index}` }))).r).toBe(0);
      await refused(m, lineup(three(m), { name: 'One too many' }), ErrorCode.LINEUP_GROUP_LIMIT);
    });

    it("a group that is not the caller's", async () => {
      const m = await manager();
      const other = await manager();
      const theirs = await save(other, lineup(three(other)));
      await refused(m, lineup(three(m), { groupId: theirs.d.group.groupId }), ErrorCode.NOT_FOUND);
      for (const path of [ApiPaths.gameGroup, ApiPaths.gameGroupDelete, ApiPaths.gameGroupActivate]) {
        expect((await t.call(path, { groupId: theirs.d.group.groupId }, { token: m.token })).r).toBe(ErrorCode.NOT_FOUND);
      }
      expect((await t.call(ApiPaths.gameGroup, { groupId: '9999999999999999999' }, { token: m.token })).r).toBe(ErrorCode.NOT_FOUND);
    });

    it('a malformed lineup (10 starters, 8 substitutes, an unknown formation)', async () => {
      const m = await manager();
      await refused(m, lineup(three(m).slice(0, 10)), ErrorCode.INVALID_PARAMS);
      await refused(m, lineup(three(m), { substitutes: m.squad.slice(3, 11).concat('1') }), ErrorCode.INVALID_PARAMS);
      await refused(m, { ...lineup(three(m)), formation: '4-5-1' as GameGroupSaveRequest['formation'] }, ErrorCode.INVALID_PARAMS);
    });
  });
});
