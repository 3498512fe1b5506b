// Trading on the market end to end (mfe-collection's sell dialog, mfe-market's pages, the shell's navbar, the API and
// its job runner): a fixed-price sale between two accounts, an auction with two bidders (an outbid refund, a late bid
// moving the end, the end by /dev/clock), cancelling with and without the free count, and a blocked card refused with
// its reason. Buyers and bidders are made with /dev/grant (activated, with TMT); the shared clock may have been moved
// by other suites, so every time is read from the server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import {
  ApiPaths,
  ErrorCode,
  paths,
  type CardMineResponse,
  type CurrencyResponse,
  type DevClockResponse,
  type DevGrantResponse,
  type MarketDetailResponse,
  type MarketListedResponse,
  type MarketSellResponse,
} from '@fc/shared/contracts';
import { DEMO, loginAs, loginAsDemo, TEST_PASSWORD, uniqueEmail, type TestAccount } from '../src/accounts';
import { apiOk, callApi, loginApi } from '../src/api';
import { launchBrowser, MAIN, newPage, type TestPage } from '../src/browser';
import { text } from '../src/strings';
import { eventually, textOf, visible } from '../src/wait';

const TMT = 10n ** 18n;
const tmt = (whole: number | bigint) => (BigInt(whole) * TMT).toString();

let browser: Browser;
const pages: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page of its own (its own cookies, so its own account); closed with the suite's browser. */
async function openPage(): Promise<TestPage> {
  const opened = await newPage(browser);
  pages.push(opened);
  return opened;
}

afterEach(async () => {
  for (const opened of pages.splice(0)) await opened.close();
});

interface Trader extends TestAccount {
  token: string;
  fpCards: string[];
}

/** A new activated account with `tmtWhole` TMT and `fpCards` FP cards, signed in through the API. */
async function trader(tag: string, tmtWhole: number, fpCards = 0): Promise<Trader> {
  const email = uniqueEmail(tag);
  const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, {
    email,
    password: TEST_PASSWORD,
    currencies: { TMT: tmt(tmtWhole) },
    fpCards: Array.from({ length: fpCards }, () => ({ rarity: 'rare' as const })),
  });
  const { token } = await loginApi(email, TEST_PASSWORD);
  return { email, password: TEST_PASSWORD, token, fpCards: granted.fpCards };
}

const tmtBalance = async (token: string) => BigInt((await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency.TMT);
const owns = async (token: string, tokenId: string) =>
  (await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'fp', pageSize: 100 }, token)).list.some((card) => card.tokenId === tokenId);
const detail = (transId: string, token?: string) => apiOk<MarketDetailResponse>(ApiPaths.marketDetail, { transId }, token);
/** Moves the server clock (and runs the jobs that became due, the auctions' settlement among them). */
const advance = (seconds: number) => apiOk<DevClockResponse>(ApiPaths.devClock, { advance: seconds });

describe('the market', () => {
  it('the demo account lists an FP card at a fixed price and a second account buys it; the seller is told live', async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, fpCards: [{ rarity: 'rare' }] });
    const [tokenId = ''] = granted.fpCards;
    const { token: demoToken } = await loginApi(DEMO.email, DEMO.password);
    const sellerBefore = await tmtBalance(demoToken);

    const seller = await openPage();
    await loginAsDemo(seller.page, paths.sell('fp', tokenId));
    const form = seller.page.getByTestId('sell-dialog').getByTestId('sell-form');
    await visible(form);
    await form.getByTestId('sell-price').fill('12');
    await textOf(form.getByTestId('sell-fee'), '0.6 TMT');
    await textOf(form.getByTestId('sell-proceeds'), '11.4 TMT');
    await form.getByTestId('sell-submit').click();
    const done = seller.page.getByTestId('sell-done');
    const toListing = done.getByRole('link', { name: text('collection:sell.seeListing') });
    await visible(toListing);
    const href = (await toListing.getAttribute('href')) ?? '';
    const transId = href.split('/').at(-1) ?? '';
    expect(href).toBe(paths.marketDetail('fp', transId));

    // The seller's own page: the fee and what they receive, no Buy.
    await toListing.click();
    await textOf(seller.page.getByTestId('seller-proceeds'), '11.4 TMT');
    expect(await seller.page.getByTestId('buy').count()).toBe(0);
    const badge = seller.page.getByTestId('unread-badge');
    const unreadBefore = Number((await badge.count()) ? await badge.textContent() : '0');

    const buyerAccount = await trader('buyer', 100);
    const buyer = await openPage();
    await loginAs(buyer.page, buyerAccount, paths.marketDetail('fp', transId));
    await textOf(buyer.page.getByTestId('detail-price'), '12 TMT');
    await buyer.page.getByTestId('buy').click();
    const confirm = buyer.page.getByRole('dialog');
    await textOf(confirm.getByTestId('buy-price'), '12 TMT');
    await textOf(confirm.getByTestId('buy-balance-after'), /^88 TMT$/);
    await confirm.getByTestId('confirm-buy').click();
    await visible(buyer.page.getByTestId('bought'));

    // The seller's message ("listing sold") reaches the open page through the live stream.
    await textOf(badge, String(unreadBefore + 1));
    await visible(seller.page.getByTestId('final-state'));

    expect(await tmtBalance(buyerAccount.token)).toBe(88n * TMT);
    expect(await tmtBalance(demoToken)).toBe(sellerBefore + (114n * TMT) / 10n);
    expect(await owns(buyerAccount.token, tokenId)).toBe(true);
    expect(await owns(demoToken, tokenId)).toBe(false);
    expect((await detail(transId)).listing).toMatchObject({ state: 'completed', soldPrice: tmt(12) });
    seller.expectNoProblems();
    buyer.expectNoProblems();
  });

  it('runs an auction: two bidders, the outbid one refunded, a late bid moving the end, the winner owning the card', async () => {
    const sellerAccount = await trader('auctioneer', 0, 1);
    const [tokenId = ''] = sellerAccount.fpCards;
    const { transId } = await apiOk<MarketSellResponse>(
      ApiPaths.marketSell,
      { tokenId, saleType: 'auction', price: tmt(10), hours: 1 },
      sellerAccount.token,
    );
    const ada = await trader('ada', 100);
    const bo = await trader('bo', 100);

    const adaPage = await openPage();
    await loginAs(adaPage.page, ada, paths.marketDetail('fp', transId));
    const bidForm = adaPage.page.getByTestId('bid-form');
    // The first bid may be the starting price itself: the form offers it.
    await expect(bidForm.getByRole('textbox').inputValue()).resolves.toBe('10');
    await bidForm.getByTestId('place-bid').click();
    await textOf(adaPage.page.getByTestId('detail-bids'), text('market:market.bids_one', 'en', { count: 1 }));
    await eventually(async () => expect(await tmtBalance(ada.token)).toBe(90n * TMT));

    // Bo outbids by the step (5 % of the starting price): Ada's 10 TMT come back at once, and her page follows.
    await apiOk(ApiPaths.marketBid, { transId, price: (105n * TMT / 10n).toString() }, bo.token);
    expect(await tmtBalance(ada.token)).toBe(100n * TMT);
    await textOf(adaPage.page.getByTestId('detail-price'), '10.5 TMT');
    await expect(bidForm.getByRole('textbox').inputValue()).resolves.toBe('11');

    // Into the last five minutes: Ada's bid moves the end five minutes later, and the page says so.
    const before = await detail(transId);
    const endsAt = before.listing.endsAt ?? 0;
    await advance(endsAt - before.now - 120);
    await adaPage.page.reload();
    await expect(bidForm.getByRole('textbox').inputValue()).resolves.toBe('11');
    await bidForm.getByTestId('place-bid').click();
    await visible(adaPage.page.getByTestId('end-moved'));
    const moved = await detail(transId);
    expect(moved.listing.endsAt).toBe(endsAt + 5 * 60);
    expect(moved.listing).toMatchObject({ price: tmt(11), bidCount: 3 });

    // The old end passes and nothing happens; the new one settles the auction.
    await advance(endsAt - (await detail(transId)).now + 60);
    expect((await detail(transId)).listing.state).toBe('listed');
    await advance(5 * 60);
    await eventually(async () => expect((await detail(transId)).listing).toMatchObject({ state: 'completed', soldPrice: tmt(11) }));
    expect(await owns(ada.token, tokenId)).toBe(true);
    expect(await tmtBalance(ada.token)).toBe(89n * TMT);
    expect(await tmtBalance(bo.token)).toBe(100n * TMT);
    // 11 TMT less the 5 % fee.
    expect(await tmtBalance(sellerAccount.token)).toBe((1045n * TMT) / 100n);
    await visible(adaPage.page.getByTestId('final-state'));
    adaPage.expectNoProblems();
  });

  it('cancels a listing for free three times a day, then for 5 TMT, from the listed page', async () => {
    const seller = await trader('canceller', 20, 4);
    const transIds: string[] = [];
    for (const tokenId of seller.fpCards) {
      const { transId } = await apiOk<MarketSellResponse>(ApiPaths.marketSell, { tokenId, saleType: 'fixed', price: tmt(50) }, seller.token);
      transIds.push(transId);
    }
    // Two free cancels spent through the API; the third (free) and the fourth (paid) on the page.
    for (const transId of transIds.slice(0, 2)) await apiOk(ApiPaths.marketCancel, { transId }, seller.token);

    const { page, expectNoProblems } = await openPage();
    await loginAs(page, seller, paths.market('listed'));
    const listed = page.locator(`${MAIN} [data-testid="market-listed"]`);
    await textOf(listed.getByTestId('free-cancels'), text('market:market.listed.freeCancels_one', 'en', { count: 1 }));

    const cancelOne = async (transId: string, terms: RegExp) => {
      const row = listed.locator(`[data-testid="listed-row"][data-trans-id="${transId}"]`);
      await row.getByRole('button', { name: text('market:market.cancel.open') }).click();
      const dialog = page.getByRole('dialog');
      await textOf(dialog.getByTestId('cancel-terms'), terms);
      await dialog.getByTestId('confirm-cancel').click();
      await textOf(row, new RegExp(text('market:market.state.cancelled')));
    };
    await cancelOne(transIds[2] ?? '', /free/i);
    await textOf(listed.getByTestId('free-cancels'), text('market:market.listed.noFreeCancels', 'en', { fee: '5 TMT' }));
    await cancelOne(transIds[3] ?? '', /5 TMT/);

    expect(await tmtBalance(seller.token)).toBe(15n * TMT);
    const mine = await apiOk<MarketListedResponse>(ApiPaths.marketListed, { state: 'cancelled' }, seller.token);
    expect(mine.list.map((listing) => listing.transId).sort()).toEqual([...transIds].sort());
    expect(mine.freeCancelsLeft).toBe(0);
    for (const tokenId of seller.fpCards) expect(await owns(seller.token, tokenId)).toBe(true);
    expectNoProblems();
  });

  it('refuses a card in the lineup or wearing equipment, with its reason, and writes nothing', async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, fpCards: [{ rarity: 'rare' }], items: ['gloves'] });
    const [cardTokenId = ''] = granted.fpCards;
    const [itemTokenId = ''] = granted.items;
    const { token } = await loginApi(DEMO.email, DEMO.password);
    await apiOk(ApiPaths.itemEquip, { itemTokenId, cardTokenId }, token);

    const refused = await callApi(ApiPaths.marketSell, { tokenId: cardTokenId, saleType: 'fixed', price: tmt(5) }, token);
    expect(refused.r).toBe(ErrorCode.CARD_EQUIPPED);
    const listed = await apiOk<MarketListedResponse>(ApiPaths.marketListed, { state: 'listed' }, token);
    expect(listed.list.some((listing) => listing.item.tokenId === cardTokenId)).toBe(false);

    const { page, expectNoProblems } = await openPage();
    await loginAsDemo(page, paths.myFpCard(cardTokenId));
    const action = page.locator(`${MAIN} [data-testid="sell-action"]`);
    await textOf(action.getByTestId('sell-blocked'), new RegExp(text('collection:sell.blocked.equipped')));
    expectNoProblems();
  });
});
