import {
  ApiPaths,
  ENERGY_CAP,
  ENERGY_PURCHASE_AMOUNT,
  ENERGY_PURCHASE_PRICE,
  ENERGY_PURCHASES_PER_DAY,
  ENERGY_REGEN_S,
  ErrorCode,
  type EnergyBuyResponse,
  type GameHomeResponse,
} from '@fc/shared/contracts';
import { changeEnergy } from '../src/modules/energy/repository';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nowS = () => Math.floor(t.clock.now().getTime() / 1000);

async function manager(tmt = 1_000n): Promise<QuickUser> {
  const [user] = await quickUsers(t, 1, { TMT: tmt * 10n ** 18n }, 'energy');
  if (!user) throw new Error('no user');
  return user;
}

async function spend(user: QuickUser, amount: number): Promise<void> {
  await t.app.db.transaction((tx) => changeEnergy(tx, user.userId, -amount, t.clock.now()));
}

const buy = (user: QuickUser) => t.call<EnergyBuyResponse>(ApiPaths.gameEnergyBuy, {}, { token: user.token });

describe('TopManager energy', () => {
  it('shows full energy with no countdown, and the countdowns from the server clock once spent', async () => {
    const user = await manager();
    const home = await t.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: user.token });
    expect(home.r).toBe(0);
    expect(home.d.energy).toEqual({
      energy: ENERGY_CAP,
      cap: ENERGY_CAP,
      nextAt: null,
      fullAt: null,
      purchasesToday: 0,
      purchaseLimit: ENERGY_PURCHASES_PER_DAY,
      purchaseAmount: ENERGY_PURCHASE_AMOUNT,
      purchasePrice: ENERGY_PURCHASE_PRICE.toString(),
      matchCost: 10,
      now: nowS(),
    });
    await spend(user, 30);
    const spent = await t.call<GameHomeResponse>(ApiPaths.gameHome, {}, { token: user.token });
    expect(spent.d.energy).toMatchObject({ energy: 70, nextAt: nowS() + ENERGY_REGEN_S, fullAt: nowS() + 30 * ENERGY_REGEN_S });
  });

  it('sells 10 energy for 20 TMT, one ledger row, in the same transaction', async () => {
    const user = await manager();
    await spend(user, 30);
    const answer = await buy(user);
    expect(answer.r).toBe(0);
    expect(answer.d.energy).toMatchObject({ energy: 80, purchasesToday: 1 });
    expect(answer.d.balance).toBe((1_000n * 10n ** 18n - ENERGY_PURCHASE_PRICE).toString());
    const rows = (await ledgerEntries(t.app.db, user.userId)).filter((row) => row.reason === LedgerReason.energyPurchase);
    expect(rows.map((row) => row.delta)).toEqual([-ENERGY_PURCHASE_PRICE]);
  });

  it('refuses a purchase above the cap, writing nothing', async () => {
    const user = await manager();
    await spend(user, 5);
    const before = await t.fingerprint();
    expect((await buy(user)).r).toBe(ErrorCode.ENERGY_EXCEEDS_LIMIT);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses a purchase without the TMT, writing nothing', async () => {
    const user = await manager(19n);
    await spend(user, 50);
    const before = await t.fingerprint();
    expect((await buy(user)).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('sells at most 5 times a UTC day, and again the next day', async () => {
    const user = await manager();
    await spend(user, ENERGY_CAP);
    for (let index = 1; index <= ENERGY_PURCHASES_PER_DAY; index += 1) {
      const answer = await buy(user);
      expect(answer.r).toBe(0);
      expect(answer.d.energy.purchasesToday).toBe(index);
    }
    const before = await t.fingerprint();
    expect((await buy(user)).r).toBe(ErrorCode.ENERGY_PURCHASE_LIMIT);
    expect(await t.fingerprint()).toEqual(before);
    // The clock stands at 10:00 UTC: the day turns in 14 hours.
    t.clock.advance(14 * 3_600_000);
    await spend(user, 50);
    const next = await buy(user);
    expect(next.r).toBe(0);
    expect(next.d.energy.purchasesToday).toBe(1);
  });

  it('refuses a guest', async () => {
    expect((await t.call(ApiPaths.gameEnergyBuy, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});
