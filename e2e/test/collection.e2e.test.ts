// The collection end to end (mfe-collection with the shell and the API): a new account's trial squad, and the demo
// account opening a box (its card turned) and its two packs (on a desktop revealed all at once, on a phone one card at a
// time) and seeing what they revealed join its cards, and claiming a released reward into its wallet.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type CardMineResponse } from '@fc/shared/contracts';
import { DEMO, loginAs, loginAsDemo, signUp } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage, revealAll, turnEveryCard } from '../src/pages';
import { DESKTOP, PHONE } from '../src/page-checks';
import { e2eState } from '../src/state';
import { text } from '../src/strings';
import { eventually, visible } from '../src/wait';

const open = pagePerTest();

describe('collection', () => {
  it('shows a new account its trial squad of 11, by position', async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/collection/fpcards/position');
    await expectRemotePage(page, { title: text('collection:titles.fpCards'), layout: 'main', path: '/collection/fpcards/position' });
    const tiles = page.locator(`${MAIN} [data-testid="card-tile"]`);
    await eventually(async () => expect(await tiles.count()).toBe(11));
    expect(new Set(await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state'))))).toEqual(new Set(['trial']));
    const headings = await page.locator(`${MAIN} h2`).allTextContents();
    expect(headings).toEqual(['GK', 'DF', 'MF', 'FW'].map((line) => text(`collection:positions.${line}`)));

    // Each card shows its player's generated art, under the deployed art version, which the site caches for good.
    const { baseUrl, versions } = e2eState();
    const sources = await tiles.locator('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
    expect(new Set(sources).size).toBe(11);
    for (const source of sources) expect(source).toMatch(new RegExp(`^/resources/cards/\\d+-common\\.svg\\?v=${versions.resources}$`));
    const firstArt = tiles.first().locator('img');
    await eventually(async () => expect(await firstArt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0));
    const art = await fetch(`${baseUrl}${sources[0]}`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectNoProblems();
  });

  it('shows the demo account every family, and opens its mystery box to one FP card', async () => {
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, '/collection/fpcards');
    for (const [path, family] of [
      ['/collection/fpcards', 'fp'],
      ['/collection/cards', 'collectible'],
      ['/collection/packs', 'pack'],
      ['/collection/items', 'item'],
      ['/collection/fppack', 'box'],
    ] as const) {
      if (new URL(page.url()).pathname !== path) await page.goto(new URL(path, page.url()).toString());
      const tiles = page.locator(`${MAIN} [data-testid="card-tile"][data-family="${family}"]`);
      await eventually(async () => expect(await tiles.count()).toBeGreaterThan(0));
    }
    await page.locator(`${MAIN} [data-testid="card-tile"][data-family="box"]`).first().getByTestId('open-card').click();
    // The box's one card turns on "Reveal the card", then the summary shows it.
    const reveal = await turnEveryCard(page);
    await eventually(async () =>
      expect(await reveal.locator('[data-testid="card-tile"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-family')))).toEqual(['fp']),
    );
    expectNoProblems();
  });

  // The demo account has two packs: one is opened on a desktop (all revealed at once), the other on a phone, one card
  // at a time.
  it.each([
    ['a desktop', 'all at once', DESKTOP],
    ['a phone', 'one card at a time', PHONE],
  ] as const)('lets the demo account open a pack on %s: the reveal shows its cards (%s), which then are in My cards', async (_name, how, viewport) => {
    const { page, expectNoProblems } = await open({ viewport });
    await loginAsDemo(page, '/collection/packs');
    await expectRemotePage(page, { title: text('collection:titles.packs'), layout: 'main', path: '/collection/packs' });
    const packs = page.locator(`${MAIN} [data-testid="card-tile"][data-family="pack"]`);
    await eventually(async () => expect(await packs.count()).toBeGreaterThan(0));
    const before = await packs.count();
    await page.locator(`${MAIN} [data-testid="card-tile"][data-family="pack"]`).first().getByTestId('open-card').click();

    const reveal = how === 'all at once' ? await revealAll(page) : await turnEveryCard(page);
    const revealed = await reveal.locator('[data-testid="card-tile"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token-id')));
    expect(revealed.length).toBeGreaterThanOrEqual(3);
    await eventually(async () => expect(await packs.count()).toBe(before - 1));

    await page.getByRole('link', { name: text('collection:seeCollection') }).click();
    await expectRemotePage(page, { title: text('collection:titles.cards'), layout: 'main', path: '/collection/cards' });
    const mine = page.locator(`${MAIN} [data-testid="card-tile"]`);
    await eventually(async () => {
      const shown = await mine.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token-id')));
      expect(shown).toEqual(expect.arrayContaining(revealed));
    });
    expectNoProblems();
  });

  it('lets the demo account claim a released reward: the grant shows it claimed and the navbar balance grows', async () => {
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, '/claim-center');
    await expectRemotePage(page, { title: text('wallet:titles.claimCenter'), layout: 'main', path: '/claim-center' });
    const balance = page.getByTestId('balance-TMT');
    await visible(balance);
    const before = await balance.textContent();
    const topPrize = page.locator(`${MAIN} [data-testid="grant-source"][data-source="topPrize"]`);
    await topPrize.getByRole('button', { name: text('wallet:claim.claim'), exact: true }).click();
    await visible(page.getByText(new RegExp(text('wallet:claim.done', 'en', { amounts: '' }).trim())));
    await eventually(async () => expect(await balance.textContent()).not.toBe(before));
    expectNoProblems();
  });

  it('lets the demo account grow an FP card: put on gloves, allocate a potential point, awaken a skill in the camp', async () => {
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const { list } = await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'fp', rarity: 'rare', state: 'normal', sort: 'level' }, token);
    // The demo's rare level-2 card: free to grow, with potential points to spend.
    const card = list.find((candidate) => candidate.fp?.level === 2);
    if (!card) throw new Error('the demo account has no rare level-2 FP card');
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, `/collection/items/equip?card=${card.tokenId}`);
    await expectRemotePage(page, { title: text('collection:titles.itemsEquip'), layout: 'main', path: '/collection/items/equip' });
    const gloves = page.getByTestId('slot-gloves');
    await gloves.getByRole('button', { name: text('collection:equip.putOn', 'en', { item: text('collection:items.gloves') }) }).click();
    await visible(gloves.getByRole('button', { name: text('collection:card.takeOff') }));

    await page.goto(new URL(`/mycard/fp/${card.tokenId}`, page.url()).toString());
    await expectRemotePage(page, { title: text('collection:titles.myFpCard'), layout: 'main', path: `/mycard/fp/${card.tokenId}` });
    await visible(page.getByRole('heading', { level: 1, name: card.player?.name ?? '' }));
    const physical = page.getByTestId('productive-physical');
    const before = Number(await (await visible(physical)).textContent());
    await page.getByRole('button', { name: text('collection:card.addPoint', 'en', { attribute: text('collection:attributes.physical') }) }).click();
    await page.getByRole('button', { name: text('collection:card.allocate_one', 'en', { count: 1 }) }).click();
    // Saved: the point is the card's own (no pending "+1"), one of the three potential points is spent.
    await eventually(async () => expect(await physical.textContent()).toBe(String(before + 1)));
    expect(await page.getByTestId('potential-left').textContent()).toMatch(/^2 /);
    await visible(page.getByTestId('equipment-panel').getByText(text('collection:items.gloves'), { exact: false }));

    await page.getByRole('link', { name: text('collection:card.toCamp') }).click();
    await expectRemotePage(page, { title: text('collection:titles.myCardBreach'), layout: 'main', path: `/mycard/breach/${card.tokenId}` });
    await page.getByTestId('skill-0').getByRole('button', { name: text('collection:camp.awaken') }).click();
    const result = await visible(page.getByTestId('camp-result'));
    expect(await result.getAttribute('data-success')).toBe('true');
    await eventually(async () => expect(await page.getByTestId('skill-0').getAttribute('data-level')).toBe('1'));
    expectNoProblems();
  });
});
