import { sql } from 'drizzle-orm';
import { AppError } from '../src/lib/app-error';
import { SUPPLY_BY_RARITY } from '../src/modules/cards/constants';
import { cardHistory, changeCardState, findCard, mintCard, mintCollectibles, type MintSpec, type StateChange } from '../src/modules/cards/repository';
import { fpCards } from '../src/modules/cards/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { restoreStatementLog, statementsDuring } from './helpers/statements';
import { signUp } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  restoreStatementLog();
  await t.close();
});

const mint = (ownerId: number, spec: MintSpec) => t.app.db.transaction((tx) => mintCard(tx, ownerId, spec, t.clock.now()));
const change = (tokenId: string, action: StateChange['action'], by: StateChange['by'], extra: Partial<StateChange> = {}) =>
  t.app.db.transaction((tx) => changeCardState(tx, { tokenId, action, by, now: t.clock.now(), ...extra }));

/** The refusal's code, or 'ok'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

let nextPlayer = 1;
/** A player no other test has minted, so that serials start at 1. */
const freshPlayer = () => nextPlayer++;

describe('minting', () => {
  it('numbers player cards n / supply per player, rarity and family, and starts FP cards at level 1 with full stamina', async () => {
    const user = await signUp(t);
    const player = freshPlayer();
    const first = await mint(user.userId, { family: 'fp', playerId: player, rarity: 'epic' });
    const second = await mint(user.userId, { family: 'fp', playerId: player, rarity: 'epic' });
    const collectible = await mint(user.userId, { family: 'collectible', playerId: player, rarity: 'epic' });
    expect([first.serial, first.supply, second.serial, collectible.serial]).toEqual([1, SUPPLY_BY_RARITY.epic, 2, 1]);
    expect(first.state).toBe('normal');
    expect(first.tokenId).toMatch(/^[1-9][0-9]+$/);
    expect(first.tokenId).not.toBe(second.tokenId);
    const [growth] = await t.app.db.select().from(fpCards).where(sql`${fpCards.cardId} = ${first.id}`);
    expect(growth).toMatchObject({ level: 1, xp: 0, stamina: 120, mintCount: 0, ascended: false });
    expect((await cardHistory(t.app.db, first.id)).map((event) => [event.action, event.toState])).toEqual([['mint', 'normal']]);
  });

  it('never passes the supply: a unique card exists once', async () => {
    const user = await signUp(t);
    const player = freshPlayer();
    await mint(user.userId, { family: 'fp', playerId: player, rarity: 'unique' });
    const before = await t.fingerprint();
    expect(await outcome(mint(user.userId, { family: 'fp', playerId: player, rarity: 'unique' }))).toBe('PACK_SOLD_OUT');
    expect(await t.fingerprint()).toEqual(before);
  });

  it("mints a pack's cards at once: serials in the order drawn per player and rarity, after those minted before", async () => {
    const user = await signUp(t);
    const [a, b] = [freshPlayer(), freshPlayer()];
    await mint(user.userId, { family: 'collectible', playerId: b, rarity: 'rare' });
    const picks = [
      { playerId: b, rarity: 'rare' as const },
      { playerId: a, rarity: 'rare' as const },
      { playerId: b, rarity: 'rare' as const },
      { playerId: b, rarity: 'epic' as const },
    ];
    const minted = await t.app.db.transaction((tx) => mintCollectibles(tx, user.userId, picks, t.clock.now(), 'open:test'));
    expect(minted.map((card) => [card.playerId, card.rarity, card.serial, card.supply, card.ownerId, card.state])).toEqual([
      [b, 'rare', 2, SUPPLY_BY_RARITY.rare, user.userId, 'normal'],
      [a, 'rare', 1, SUPPLY_BY_RARITY.rare, user.userId, 'normal'],
      [b, 'rare', 3, SUPPLY_BY_RARITY.rare, user.userId, 'normal'],
      [b, 'epic', 1, SUPPLY_BY_RARITY.epic, user.userId, 'normal'],
    ]);
    expect((await cardHistory(t.app.db, minted[3]?.id ?? 0)).map((event) => [event.action, event.toState, event.ref])).toEqual([['mint', 'normal', 'open:test']]);

    // Past a supply nothing is minted, not even the cards of the other players.
    const before = await t.fingerprint();
    const tooMany = [{ playerId: freshPlayer(), rarity: 'rare' as const }, ...Array.from({ length: SUPPLY_BY_RARITY.unique + 1 }, () => ({ playerId: a, rarity: 'unique' as const }))];
    expect(await outcome(t.app.db.transaction((tx) => mintCollectibles(tx, user.userId, tooMany, t.clock.now(), null)))).toBe('PACK_SOLD_OUT');
    expect(await t.fingerprint()).toEqual(before);
  });

  it('gives trial cards no serial, so they never use up the supply', async () => {
    const user = await signUp(t);
    const trialUntil = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'unique', trialUntil });
    expect([card.state, card.serial, card.supply]).toEqual(['trial', null, null]);
  });

  it('refuses at the database a serial twice or past the supply', async () => {
    const user = await signUp(t);
    const player = freshPlayer();
    const card = await mint(user.userId, { family: 'collectible', playerId: player, rarity: 'legendary' });
    const insert = (serial: number) =>
      t.app.db.execute(sql`INSERT INTO cards (token_id, family, owner_id, state, player_id, rarity, serial, supply, state_changed_at, created_at)
        VALUES (${`9${serial}${card.id}`}, 'collectible', ${user.userId}, 'normal', ${player}, 'legendary', ${serial}, 10, now(), now())`);
    await expect(insert(1)).rejects.toThrow();
    await expect(insert(11)).rejects.toThrow();
  });
});

describe('changing state', () => {
  it('moves a card through the market and back, and records each step', async () => {
    const user = await signUp(t);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'rare' });
    expect((await change(card.tokenId, 'list', user)).state).toBe('listed');
    expect((await change(card.tokenId, 'unlist', user)).state).toBe('normal');
    expect((await cardHistory(t.app.db, card.id)).map((event) => `${event.action}:${event.fromState ?? ''}→${event.toState}`)).toEqual([
      'mint:→normal',
      'list:normal→listed',
      'unlist:listed→normal',
    ]);
  });

  it('hands a sold card to its buyer', async () => {
    const seller = await signUp(t);
    const buyer = await signUp(t);
    const card = await mint(seller.userId, { family: 'collectible', playerId: freshPlayer(), rarity: 'common' });
    await change(card.tokenId, 'list', seller);
    const sold = await change(card.tokenId, 'sell', 'system', { newOwnerId: buyer.userId, ref: 'listing-1' });
    expect([sold.ownerId, sold.state]).toEqual([buyer.userId, 'normal']);
    expect((await cardHistory(t.app.db, card.id)).map((event) => event.ownerId)).toEqual([seller.userId, seller.userId, buyer.userId]);
  });

  it('sells a card held as listed by its seller in one statement, and goes the long way, refusal and all, for one that is not', async () => {
    const seller = await signUp(t);
    const buyer = await signUp(t);
    const sellHeld = (cardId: number, heldAs: { state: 'listed'; ownerId: number }) =>
      t.app.db.transaction((tx) => changeCardState(tx, { cardId, heldAs, action: 'sell', by: 'system', newOwnerId: buyer.userId, now: t.clock.now(), ref: 'listing-2' }));

    const listed = await mint(seller.userId, { family: 'collectible', playerId: freshPlayer(), rarity: 'common' });
    await change(listed.tokenId, 'list', seller);
    const { answer: sold, statements } = await statementsDuring(() => sellHeld(listed.id, { state: 'listed', ownerId: seller.userId }));
    expect([sold.ownerId, sold.state]).toEqual([buyer.userId, 'normal']);
    // The card is not locked and read first: the UPDATE is the only statement on it.
    expect(statements.filter((text) => /"cards"/.test(text)).map((text) => text.split(' ')[0])).toEqual(['update']);
    expect((await cardHistory(t.app.db, listed.id)).map((event) => `${event.action}:${event.fromState ?? ''}→${event.toState}:${event.ownerId}`)).toEqual([
      `mint:→normal:${seller.userId}`,
      `list:normal→listed:${seller.userId}`,
      `sell:listed→normal:${buyer.userId}`,
    ]);

    // Not listed after all: the long way locks it, asks the state machine and refuses; nothing written.
    const resting = await mint(seller.userId, { family: 'collectible', playerId: freshPlayer(), rarity: 'common' });
    const before = await t.fingerprint();
    expect(await outcome(sellHeld(resting.id, { state: 'listed', ownerId: seller.userId }))).toBe('CARD_BUSY');
    expect(await t.fingerprint()).toEqual(before);
  });

  it("refuses with the user's message and writes nothing", async () => {
    const user = await signUp(t);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'common' });
    await change(card.tokenId, 'sendToTopPrize', user);
    const before = await t.fingerprint();
    expect(await outcome(change(card.tokenId, 'list', user))).toBe('RECALL_FROM_TOPPRIZE_FIRST');
    expect(await outcome(change(card.tokenId, 'train', user))).toBe('RECALL_FROM_TOPPRIZE_FIRST');
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses a card that played today, one short of stamina, and one wearing equipment', async () => {
    const user = await signUp(t);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'common' });
    await t.app.db.execute(sql`UPDATE fp_cards SET last_match_at = ${t.clock.now().toISOString()}, stamina = 10 WHERE card_id = ${card.id}`);
    expect(await outcome(change(card.tokenId, 'stake', user))).toBe('CARD_PLAYED_TODAY');
    expect(await outcome(change(card.tokenId, 'train', user))).toBe('STAMINA_NOT_ENOUGH');
    await t.app.db.execute(sql`UPDATE fp_cards SET stamina = 120 WHERE card_id = ${card.id}`);
    t.clock.advance(86_400_000);
    const boots = await mint(user.userId, { family: 'item', kind: 'boots' });
    await change(boots.tokenId, 'equip', user, { equipOn: card.id });
    expect(await outcome(change(card.tokenId, 'list', user))).toBe('CARD_EQUIPPED');
    await change(boots.tokenId, 'unequip', user);
    expect(await outcome(change(card.tokenId, 'list', user))).toBe('ok');
  });

  it('refuses a trial card what trial cards may not do', async () => {
    const user = await signUp(t);
    const trialUntil = new Date(t.clock.now().getTime() + 86_400_000);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'common', trialUntil });
    for (const action of ['list', 'train', 'stake', 'withdraw'] as const) {
      expect([action, await outcome(change(card.tokenId, action, user))]).toEqual([action, 'TRIAL_CARD_FORBIDDEN']);
    }
    expect((await change(card.tokenId, 'joinLineup', user)).state).toBe('battling');
    expect((await change(card.tokenId, 'expireTrial', 'system')).state).toBe('unavailable');
  });

  it('answers NOT_FOUND for a card of someone else, or none', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const card = await mint(owner.userId, { family: 'pack', kind: 'legend' });
    expect(await outcome(change(card.tokenId, 'open', other))).toBe('NOT_FOUND');
    expect(await outcome(change('12345', 'open', owner))).toBe('NOT_FOUND');
  });

  it('opens a pack once when 20 requests open it at the same time', async () => {
    const user = await signUp(t);
    const pack = await mint(user.userId, { family: 'pack', kind: 'allStar' });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcome(change(pack.tokenId, 'open', user))));
    expect(outcomes.filter((result) => result === 'ok')).toHaveLength(1);
    expect(new Set(outcomes.filter((result) => result !== 'ok'))).toEqual(new Set(['CARD_ACTION_UNAVAILABLE']));
    expect((await cardHistory(t.app.db, pack.id)).filter((event) => event.action === 'open')).toHaveLength(1);
  });

  it("lets no other code change a card's state: the database refuses an UPDATE outside the state machine", async () => {
    const user = await signUp(t);
    const card = await mint(user.userId, { family: 'fp', playerId: freshPlayer(), rarity: 'common' });
    await expect(t.app.db.execute(sql`UPDATE cards SET state = 'listed' WHERE id = ${card.id}`)).rejects.toThrow();
    expect((await findCard(t.app.db, card.tokenId))?.state).toBe('normal');
    // The machine's permission lasts for its own statement only.
    await change(card.tokenId, 'list', user);
    await expect(
      t.app.db.transaction(async (tx) => {
        await changeCardState(tx, { tokenId: card.tokenId, action: 'unlist', by: user, now: t.clock.now() });
        await tx.execute(sql`UPDATE cards SET state = 'staking' WHERE id = ${card.id}`);
      }),
    ).rejects.toThrow();
    expect((await findCard(t.app.db, card.tokenId))?.state).toBe('listed');
  });
});
