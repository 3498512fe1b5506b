import { createHash } from 'node:crypto';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CardCampResponse,
  type CardOpenResponse,
  type FairCurrentResponse,
  type FairHistoryResponse,
  type FairOutcomesResponse,
  type FairPlayerSeedResponse,
  type FairRotateResponse,
} from '@fc/shared/contracts';
import { boxOpeningRarity, campAttemptSuccess, fairDigestHex, packOpeningRarities } from '@fc/shared/fair';
import { and, eq } from 'drizzle-orm';
import { BOX_ODDS, PACK_CONTENTS } from '../src/modules/cards/constants';
import { mintCard, type MintSpec } from '../src/modules/cards/repository';
import { campAttempts, cardOpenings, fpCardSkills } from '../src/modules/cards/tables';
import { fairOutcomes, fairSeedPairs } from '../src/modules/fair/tables';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntry } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (user: SignedInUser, spec: MintSpec) => t.app.db.transaction((tx) => mintCard(tx, user.userId, spec, t.clock.now()));
const open = (user: SignedInUser, tokenId: string) => t.call<CardOpenResponse>(ApiPaths.cardOpen, { tokenId }, { token: user.token });
const current = (user: SignedInUser) => t.call<FairCurrentResponse>(ApiPaths.fairCurrent, {}, { token: user.token });
const setPlayerSeed = (user: SignedInUser, body: object) => t.call<FairPlayerSeedResponse>(ApiPaths.fairPlayerSeed, body, { token: user.token });
const rotate = (user: SignedInUser, body: object = {}) => t.call<FairRotateResponse>(ApiPaths.fairRotate, body, { token: user.token });
const history = (user: SignedInUser, body: object = {}) => t.call<FairHistoryResponse>(ApiPaths.fairHistory, body, { token: user.token });
const outcomes = (user: SignedInUser, body: object = {}) => t.call<FairOutcomesResponse>(ApiPaths.fairOutcomes, body, { token: user.token });
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

async function serverSeedsOf(user: SignedInUser): Promise<string[]> {
  const rows = await t.app.db.select().from(fairSeedPairs).where(eq(fairSeedPairs.userId, user.userId));
  return rows.flatMap((row) => [row.serverSeed, row.nextServerSeed]);
}

describe('the seed pair', () => {
  it('shows the hash of the server seed, a random player seed and nonce 0, never the seed itself, until rotated', async () => {
    const user = await signUp(t);
    const first = await current(user);
    expect(first.r).toBe(0);
    expect(first.d.current).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), playerSeed: expect.stringMatching(/^[0-9a-f]{32}$/), nextNonce: 0 });
    expect((await current(user)).d.current).toEqual(first.d.current);
    const listed = await history(user);
    expect(listed.d).toMatchObject({ total: 1, list: [{ pairId: first.d.current.pairId, serverSeed: null, current: true, noncesUsed: 0 }] });
    const pack = await grant(user, { family: 'pack', kind: 'allStar' });
    const opened = await open(user, pack.tokenId);
    const seeds = await serverSeedsOf(user);
    expect(seeds).toHaveLength(2);
    for (const answer of [first, listed, opened, await current(user), await history(user)]) {
      for (const seed of seeds) expect(JSON.stringify(answer)).not.toContain(seed);
    }
  });

  it('recomputes an opening from the server seed revealed on rotating: the hash read before it, the digest, the cards', async () => {
    const user = await signUp(t);
    const before = (await current(user)).d.current;
    const pack = await grant(user, { family: 'pack', kind: 'legend' });
    const answer = await open(user, pack.tokenId);
    expect(answer.r).toBe(0);
    expect(answer.d.fair).toEqual({ pairId: before.pairId, nonce: 0, purpose: 'pack', serverSeedHash: before.serverSeedHash, playerSeed: before.playerSeed, digest: answer.d.seed });
    const [recorded] = await t.app.db.select().from(cardOpenings).where(eq(cardOpenings.cardId, pack.id));
    expect(recorded).toMatchObject({ seed: answer.d.seed, fairPairId: before.pairId, fairNonce: 0, fairPurpose: 'pack' });

    const rotated = await rotate(user);
    expect(rotated.r).toBe(0);
    const revealed = rotated.d.revealed;
    expect(revealed).toMatchObject({ pairId: before.pairId, serverSeedHash: before.serverSeedHash, playerSeed: before.playerSeed, noncesUsed: 1, current: false });
    expect(sha256Hex(revealed.serverSeed ?? '')).toBe(before.serverSeedHash);
    const digest = fairDigestHex(revealed.serverSeed ?? '', revealed.playerSeed, 0, 'pack');
    expect(digest).toBe(recorded?.seed);
    expect(answer.d.cards.map((card) => card.rarity)).toEqual(packOpeningRarities(digest, PACK_CONTENTS.legend));
    // The new pair's seed is the one whose hash was committed as next before this rotation.
    expect(rotated.d.current).toMatchObject({ serverSeedHash: before.nextServerSeedHash, playerSeed: before.playerSeed, nextNonce: 0 });
    expect((await history(user)).d.list.map((pair) => [pair.pairId, pair.current])).toEqual([
      [rotated.d.current.pairId, true],
      [before.pairId, false],
    ]);
  });

  it("draws a mystery box's rarity from the player's seed: another player seed would have drawn another digest", async () => {
    const user = await signUp(t);
    expect((await setPlayerSeed(user, { playerSeed: 'my-own.seed_1' })).d).toMatchObject({ revealed: null, current: { playerSeed: 'my-own.seed_1', nextNonce: 0 } });
    const boxes = await Promise.all(Array.from({ length: 3 }, () => grant(user, { family: 'box' })));
    const answers = [];
    for (const box of boxes) answers.push(await open(user, box.tokenId));
    const { revealed } = (await rotate(user)).d;
    const serverSeed = revealed.serverSeed ?? '';
    for (const [nonce, answer] of answers.entries()) {
      expect(answer.d.fair).toMatchObject({ nonce, purpose: 'box', playerSeed: 'my-own.seed_1' });
      expect(fairDigestHex(serverSeed, 'my-own.seed_1', nonce, 'box')).toBe(answer.d.seed);
      expect(answer.d.cards[0]?.rarity).toBe(boxOpeningRarity(answer.d.seed, BOX_ODDS));
      expect(fairDigestHex(serverSeed, 'another-seed', nonce, 'box')).not.toBe(answer.d.seed);
    }
  });

  it('recomputes camp attempts from the revealed seed; they share the nonce count with openings', async () => {
    const user = await signUp(t);
    await t.app.db.transaction((tx) =>
      applyLedgerEntry(tx, { userId: user.userId, currency: 'TMT', delta: toBaseUnits('TMT', '10000'), reason: LedgerReason.adjustment, ref: null }, t.clock.now()),
    );
    const card = await grant(user, { family: 'fp', playerId: 25, rarity: 'rare' });
    await t.app.db.update(fpCardSkills).set({ level: 3 }).where(and(eq(fpCardSkills.cardId, card.id), eq(fpCardSkills.slot, 0)));
    for (let index = 0; index < 6; index += 1) await grant(user, { family: 'item', kind: 'skillBook' });
    const box = await grant(user, { family: 'box', rarity: 'rare' });
    expect((await open(user, box.tokenId)).d.fair.nonce).toBe(0);
    const attempts: CardCampResponse[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await t.call<CardCampResponse>(ApiPaths.cardCamp, { tokenId: card.tokenId, slot: 0 }, { token: user.token });
      if (answer.r !== 0) break;
      attempts.push(answer.d);
      if (answer.d.success) break;
    }
    expect(attempts.length).toBeGreaterThan(0);
    const { revealed } = (await rotate(user)).d;
    const recorded = (await t.app.db.select().from(campAttempts).where(eq(campAttempts.cardId, card.id))).sort((a, b) => a.id - b.id);
    for (const [index, attempt] of attempts.entries()) {
      expect(attempt.fair).toMatchObject({ nonce: index + 1, purpose: 'camp', pairId: revealed.pairId });
      expect(fairDigestHex(revealed.serverSeed ?? '', revealed.playerSeed, index + 1, 'camp')).toBe(attempt.seed);
      expect(attempt.success).toBe(campAttemptSuccess(attempt.seed, attempt.oddsPercent));
      expect(recorded[index]).toMatchObject({ seed: attempt.seed, fairPairId: revealed.pairId, fairNonce: index + 1, fairPurpose: 'camp', success: attempt.success });
    }
  });

  it('sets the player seed on an unused pair; on a used one it rotates, revealing the used pair', async () => {
    const user = await signUp(t);
    const before = (await current(user)).d.current;
    const unused = await setPlayerSeed(user, { playerSeed: 'first' });
    expect(unused.d).toEqual({ revealed: null, current: { ...before, playerSeed: 'first' } });
    const pack = await grant(user, { family: 'pack', kind: 'allStar' });
    await open(user, pack.tokenId);
    const used = await setPlayerSeed(user, { playerSeed: 'second' });
    expect(used.d.revealed).toMatchObject({ pairId: before.pairId, playerSeed: 'first', noncesUsed: 1, serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(used.d.current).toMatchObject({ serverSeedHash: before.nextServerSeedHash, playerSeed: 'second', nextNonce: 0 });
  });

  it('refuses a bad player seed, unknown fields and a guest, writing nothing', async () => {
    const user = await signUp(t);
    await current(user);
    const before = await t.fingerprint();
    for (const playerSeed of ['', 'a:b', 'with space', 'x'.repeat(65), 'é', 42]) {
      expect((await setPlayerSeed(user, { playerSeed })).d).toMatchObject({ field: 'playerSeed' });
    }
    expect((await setPlayerSeed(user, {})).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await setPlayerSeed(user, { playerSeed: 'ok', serverSeed: 'a' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await rotate(user, { playerSeed: 'a:b' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await rotate(user, { serverSeed: 'a'.repeat(64) })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await history(user, { pageSize: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.fairRotate, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.fairCurrent, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('lists the caller\'s outcomes newest first with the digest each was drawn from, the seed only once rotated', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const pack = await grant(user, { family: 'pack', kind: 'legend' });
    const box = await grant(user, { family: 'box', rarity: 'common' });
    const openedPack = (await open(user, pack.tokenId)).d;
    const openedBox = (await open(user, box.tokenId)).d;
    await open(other, (await grant(other, { family: 'box', rarity: 'common' })).tokenId);

    const before = await outcomes(user);
    expect(before.r).toBe(0);
    expect(before.d).toMatchObject({ total: 2, page: 1 });
    expect(before.d.list.map(({ nonce, purpose, ref, digest, serverSeed }) => ({ nonce, purpose, ref, digest, serverSeed }))).toEqual([
      { nonce: 1, purpose: 'box', ref: `open:${box.tokenId}`, digest: openedBox.fair.digest, serverSeed: null },
      { nonce: 0, purpose: 'pack', ref: `open:${pack.tokenId}`, digest: openedPack.fair.digest, serverSeed: null },
    ]);
    for (const seed of await serverSeedsOf(user)) expect(JSON.stringify(before)).not.toContain(seed);

    const { revealed } = (await rotate(user)).d;
    const [latest, first] = (await outcomes(user)).d.list;
    expect(first).toMatchObject({ serverSeed: revealed.serverSeed, serverSeedHash: openedPack.fair.serverSeedHash, playerSeed: openedPack.fair.playerSeed });
    expect(fairDigestHex(first!.serverSeed!, first!.playerSeed, first!.nonce, 'pack')).toBe(first!.digest);
    expect(latest?.serverSeed).toBe(revealed.serverSeed);
    expect((await outcomes(user, { page: 2, pageSize: 1 })).d.list.map((outcome) => outcome.nonce)).toEqual([0]);
    expect((await outcomes(user, { pageSize: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await outcomes(user, { pairId: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('gives 20 simultaneous openings 20 distinct nonces under one pair', async () => {
    const user = await signUp(t);
    const { pairId } = (await current(user)).d.current;
    const packs = await Promise.all(Array.from({ length: 20 }, () => grant(user, { family: 'pack', kind: 'allStar' })));
    const answers = await Promise.all(packs.map((pack) => open(user, pack.tokenId)));
    expect(answers.map((answer) => answer.r)).toEqual(packs.map(() => 0));
    expect(answers.map((answer) => answer.d.fair.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, nonce) => nonce));
    const outcomes = await t.app.db.select().from(fairOutcomes).where(eq(fairOutcomes.pairId, pairId));
    expect(outcomes).toHaveLength(20);
    expect((await current(user)).d.current.nextNonce).toBe(20);
  });

  it('makes one pair when the first 20 actions come at once, before the user ever looked', async () => {
    const user = await signUp(t);
    const boxes = await Promise.all(Array.from({ length: 20 }, () => grant(user, { family: 'box', rarity: 'common' })));
    const answers = await Promise.all(boxes.map((box) => open(user, box.tokenId)));
    expect(answers.map((answer) => answer.r)).toEqual(boxes.map(() => 0));
    expect(new Set(answers.map((answer) => answer.d.fair.pairId)).size).toBe(1);
    expect(answers.map((answer) => answer.d.fair.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, nonce) => nonce));
    expect((await history(user)).d.total).toBe(1);
  });

  it('lists the routes in /api/docs/json', async () => {
    const document = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body) as { paths: Record<string, unknown> };
    for (const path of [ApiPaths.fairCurrent, ApiPaths.fairPlayerSeed, ApiPaths.fairRotate, ApiPaths.fairHistory, ApiPaths.fairOutcomes]) {
      expect(Object.keys(document.paths)).toContain(`/api${path}`);
    }
  });
});
