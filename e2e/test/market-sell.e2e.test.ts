// Selling starts in the collection (mfe-collection's sell feature with the shell and the API): the dialog opened by
// `?sell=` (the market's Relist links) or a tile's Sell button, every price check explained before sending, the fee
// and what the seller receives as the price is typed, and a card that cannot be listed saying why and what to do.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, paths, type CardDetailResponse, type DevGrantResponse } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { text } from '../src/strings';
import { hidden, location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const bounds = { min: '1 TMT', max: '10,000,000 TMT', auctionMin: '10 TMT', step: '0.0001 TMT', minHours: 1, maxHours: 72 };

describe('selling from the collection', () => {
  it('opens the dialog from ?sell=, explains each check, shows the fee and proceeds, and closes back to the page', async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, fpCards: [{ rarity: 'common' }] });
    const [tokenId = ''] = granted.fpCards;
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, paths.myFpCard(tokenId));
    await page.goto(new URL(paths.sell('fp', tokenId), page.url()).toString());
    const dialog = page.getByTestId('sell-dialog');
    const form = dialog.getByTestId('sell-form');
    await visible(form);

    const price = form.getByTestId('sell-price');
    await price.fill('0.5');
    await form.getByTestId('sell-submit').click();
    await visible(form.getByText(text('collection:sell.check.MARKET_PRICE_OUT_OF_RANGE', 'en', bounds)));
    await price.fill('1.00001');
    await form.getByTestId('sell-submit').click();
    await visible(form.getByText(text('collection:sell.check.MARKET_PRICE_STEP', 'en', bounds)));
    await price.fill('100');
    await textOf(form.getByTestId('sell-fee'), '5 TMT');
    await textOf(form.getByTestId('sell-proceeds'), '95 TMT');

    await form.getByRole('radio', { name: new RegExp(text('collection:sell.type.auction')) }).check();
    await price.fill('5');
    await form.getByTestId('sell-submit').click();
    await visible(form.getByText(text('collection:sell.check.AUCTION_START_TOO_LOW', 'en', bounds)));
    await price.fill('200');
    await textOf(form.getByTestId('sell-bid-step'), '10 TMT');

    await page.keyboard.press('Escape');
    await hidden(dialog);
    const url = await location(page, (current) => !current.searchParams.has('sell'));
    expect(url.pathname).toBe(paths.myFpCard(tokenId));
    expectNoProblems();
  });

  it('says why a card wearing equipment cannot be listed, with the way to take it off', async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, fpCards: [{ rarity: 'rare' }], items: ['boots'] });
    const [cardTokenId = ''] = granted.fpCards;
    const [itemTokenId = ''] = granted.items;
    const { token } = await loginApi(DEMO.email, DEMO.password);
    await apiOk<CardDetailResponse>(ApiPaths.itemEquip, { itemTokenId, cardTokenId }, token);
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, paths.myFpCard(cardTokenId));
    const action = page.locator(`${MAIN} [data-testid="sell-action"]`);
    await visible(action);
    expect(await action.getByRole('button', { name: text('collection:sell.action') }).isDisabled()).toBe(true);
    await textOf(action.getByTestId('sell-blocked'), new RegExp(text('collection:sell.blocked.equipped')));
    expect(await action.getByRole('link', { name: text('collection:sell.link.equipped') }).getAttribute('href')).toBe(paths.collection('items/equip'));
    expectNoProblems();
  });

  it("opens the dialog from a pack's Sell button in the packs list", async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, packs: ['legend'] });
    const [pack = ''] = granted.packs;
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, paths.collection('packs'));
    const tile = page.locator(`${MAIN} [data-testid="card-tile"][data-token-id="${pack}"]`);
    await visible(tile);
    await tile.getByRole('button', { name: text('collection:sell.action') }).click();
    await location(page, (current) => current.searchParams.get('sell') === pack);
    await visible(page.getByTestId('sell-dialog').getByTestId('sell-form'));
    expectNoProblems();
  });
});
