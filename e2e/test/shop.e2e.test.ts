// The shop end to end (mfe-market's /propshop with the shell, the API and the job runner): a guest sees the areas and
// the daily restock countdown and is asked to sign in; the demo account buys a stamina potion with TMT in the regular
// area and an energy drink with points in the points shop, each after a confirmation showing the cost and the balance
// after, and finds both in /collection/items. The site runs without job timers: /dev/clock { advance: 0 } runs the
// rotation due now, without moving the clock other tests may have moved.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApiPaths, type CardMineResponse, type CurrencyResponse } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const TMT = 10n ** 18n;

/** The whole TMT of a balance, grouped as the page shows it (`9,992`). */
const wholeTmt = (amount: bigint) => (amount / TMT).toLocaleString('en-US');

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function itemTokens(token: string): Promise<string[]> {
  const mine = await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'item', pageSize: 100 }, token);
  return mine.list.map((card) => card.tokenId);
}

/** Opens the goods' confirmation, checks its cost, confirms and waits for the page to say it is bought. */
async function buyOne(page: Page, goodsId: string, name: string, cost: string, balanceAfter: RegExp): Promise<void> {
  const goods = page.locator(`${MAIN} [data-testid="goods-${goodsId}"]`);
  await goods.getByRole('button', { name: text('market:shop.buyNamed', 'en', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: text('market:shop.confirmTitle', 'en', { name }) });
  await visible(dialog);
  await textOf(dialog.getByTestId('buy-cost'), cost);
  await textOf(dialog.getByTestId('buy-balance-after'), balanceAfter);
  await dialog.getByTestId('confirm-buy').click();
  // The alert also holds its icon and the link to the collection.
  await textOf(page.getByTestId('shop-bought'), new RegExp(escapeRegExp(text('market:shop.bought', 'en', { name, quantity: 1 }))));
}

describe('the shop', () => {
  it('shows a guest every area, the daily restock countdown and a sign-in link instead of buying', async () => {
    await apiOk(ApiPaths.devClock, { advance: 0 });
    const { page, expectNoProblems } = await open();
    await page.goto('/propshop?area=daily');
    await expectRemotePage(page, { title: text('market:titles.propShop'), layout: 'main', path: '/propshop' });
    await textOf(page.getByTestId('rotation-countdown'), /^New stock in (\d+d )?(\d+:)?\d\d:\d\d$/);
    const offered = page.locator(`${MAIN} [data-testid^="goods-daily"]`);
    await visible(offered.first());
    expect(await offered.count()).toBe(3);
    await visible(offered.first().getByRole('link', { name: text('market:shop.signInToBuy') }));
    for (const area of ['collection', 'limited', 'regular', 'daily', 'weekly', 'points']) {
      await visible(page.getByRole('tab', { name: text(`market:shop.areas.${area}`) }));
    }
    expectNoProblems();
  });

  it('lets the demo account buy with TMT and with points and find the items at /collection/items', async () => {
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const before = (await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency;
    const itemsBefore = await itemTokens(token);

    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, '/propshop?area=regular');
    await expectRemotePage(page, { title: text('market:titles.propShop'), layout: 'main', path: '/propshop' });
    const tmtAfter = BigInt(before.TMT) - 8n * TMT;
    await buyOne(page, 'regularStaminaPotion', text('market:shop.items.staminaPotion.name'), '8 TMT', new RegExp(`^${wholeTmt(tmtAfter)}(\\.\\d+)? TMT$`));

    await page.locator(MAIN).getByRole('tab', { name: text('market:shop.areas.points') }).click();
    await location(page, (url) => url.searchParams.get('area') === 'points');
    const pointsAfter = BigInt(before.POINTS) - 50n;
    await buyOne(page, 'energyDrink', text('market:shop.items.energyDrink.name'), '50 points', new RegExp(`^${pointsAfter.toLocaleString('en-US')} points$`));

    await eventually(async () => {
      const after = (await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency;
      expect(after).toMatchObject({ TMT: tmtAfter.toString(), POINTS: pointsAfter.toString() });
    });
    const bought = (await itemTokens(token)).filter((tokenId) => !itemsBefore.includes(tokenId));
    expect(bought).toHaveLength(2);

    await page.getByTestId('shop-bought').getByRole('link', { name: text('market:shop.seeItems') }).click();
    await expectRemotePage(page, { title: text('collection:titles.items'), layout: 'main', path: '/collection/items' });
    for (const tokenId of bought) await visible(page.locator(`${MAIN} [data-testid="card-tile"][data-token-id="${tokenId}"]`));
    expectNoProblems();
  });
});
