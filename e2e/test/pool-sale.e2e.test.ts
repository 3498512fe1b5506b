// The bidding sale end to end (mfe-market with the shell, the API and the job runner): a guest sees a sale and is asked
// to sign in; the demo account commits beside another bidder, sees the projection as it types, and once /dev/clock has
// moved the app past the end, receives the boxes and the refund the formula gives and finds the boxes in the collection.
import { describe, expect, it } from '@jest/globals';
import {
  allocate,
  ApiPaths,
  clearingPrice,
  fromBaseUnits,
  toBaseUnits,
  type CardMineResponse,
  type CurrencyResponse,
  type DevClockResponse,
  type DevPoolSaleResponse,
  type PoolSaleDetailResponse,
} from '@fc/shared/contracts';
import { DEMO, loginAsDemo, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { textOf, visible } from '../src/wait';

const open = pagePerTest();
const HOUR_S = 60 * 60;
const tmt = (whole: string) => toBaseUnits('TMT', whole);
const shown = (amount: bigint) => `${fromBaseUnits('TMT', amount)} TMT`;

describe('the bidding sale', () => {
  it('lets the demo account commit and, after the end, receive the boxes and the refund of the formula', async () => {
    // A sale of this test's own (the demo sales may have ended under the shared clock): 3 boxes, reserve 10 TMT.
    const boxes = 3;
    const reserve = tmt('10');
    const { sale } = await apiOk<DevPoolSaleResponse>(ApiPaths.devPoolSale, {
      currency: 'TMT',
      boxes,
      reservePrice: reserve.toString(),
      quota: tmt('200').toString(),
      durationS: HOUR_S,
    });
    const salePath = `/poolsale/TMT?sale=${sale.saleId}`;

    // Another bidder commits 60 TMT first.
    const other = uniqueEmail('bidder');
    await apiOk(ApiPaths.devGrant, { email: other, currencies: { TMT: tmt('100').toString() } });
    const { token: otherToken } = await loginApi(other, TEST_PASSWORD);
    await apiOk(ApiPaths.poolSaleCommit, { saleId: sale.saleId, amount: tmt('60').toString() }, otherToken);

    const { page, expectNoProblems } = await open();
    await page.goto(salePath);
    await expectRemotePage(page, { title: text('market:titles.poolSale'), layout: 'main', path: '/poolsale/TMT' });
    await textOf(page.getByTestId('pool-sale-total'), shown(tmt('60')));
    await visible(page.getByTestId('pool-sale-sign-in'));

    const { token } = await loginApi(DEMO.email, DEMO.password);
    const balanceOf = async () => BigInt((await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency.TMT);
    const boxesOf = async () => (await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'box' }, token)).total;
    const [balanceBefore, boxesBefore] = [await balanceOf(), await boxesOf()];

    await loginAsDemo(page, salePath);
    const form = page.locator(`${MAIN} [data-testid="pool-sale-commit-form"]`);
    await visible(form);
    // 60 + 90 committed for 3 boxes: the price is 50 TMT, and 90 buys 1 box with 40 back.
    const mine = tmt('90');
    const price = clearingPrice(tmt('60') + mine, boxes, reserve);
    const expected = allocate(mine, price);
    expect([price, expected.boxes, expected.refund]).toEqual([tmt('50'), 1, tmt('40')]);
    await form.getByRole('textbox').fill('90');
    await textOf(
      form.getByTestId('pool-sale-projection'),
      text('market:poolSale.projection_one', 'en', { count: 1, price: shown(price), refund: shown(expected.refund) }),
    );
    await form.getByTestId('pool-sale-commit').click();
    await textOf(page.getByTestId('pool-sale-my-commitment'), text('market:poolSale.myCommitment', 'en', { amount: shown(mine) }));
    await textOf(page.getByTestId('pool-sale-total'), shown(tmt('150')));
    expect(await balanceOf()).toBe(balanceBefore - mine);

    const ran = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: HOUR_S });
    expect(ran.ran.map((run) => run.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^pool-sale-settle:/)]));
    const settled = await apiOk<PoolSaleDetailResponse>(ApiPaths.poolSaleDetail, { saleId: sale.saleId }, token);
    expect(settled.sale).toMatchObject({ period: 'ended', clearingPrice: price.toString(), boxesSold: 2 });
    expect(settled.mine?.allocation).toEqual({ boxes: expected.boxes, cost: expected.cost.toString(), refund: expected.refund.toString() });
    expect(await balanceOf()).toBe(balanceBefore - expected.cost);
    expect(await boxesOf()).toBe(boxesBefore + expected.boxes);

    await page.reload();
    await textOf(page.getByTestId('pool-sale-clearing'), shown(price));
    await textOf(page.getByTestId('pool-sale-my-boxes'), text('market:poolSale.myBoxes_one', 'en', { count: 1 }));
    await textOf(page.getByTestId('pool-sale-my-refund'), text('market:poolSale.myRefund', 'en', { amount: shown(expected.refund) }));
    await page.getByTestId('pool-sale-open-boxes').click();
    await expectRemotePage(page, { title: text('collection:titles.fpPack'), layout: 'main', path: '/collection/fppack' });
    expectNoProblems();
  });
});
