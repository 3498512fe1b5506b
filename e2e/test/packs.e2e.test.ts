// The pack sale end to end (mfe-market with the shell, the API and the job runner): a guest sees the packs, a pack's
// odds table and a card of a pack; the demo account reserves Legend packs (of a series opened for the test by
// /dev/packSeries, taking reservations by the server's clock, whatever other tests did to it), is drawn once /dev/clock has moved the app to the sale before the public (the
// pack-periods job publishes, draws and reveals), buys before the sale and on sale with TMT and by card (the sandbox's
// checkout), and opens a pack in the collection.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type PackSeriesDetail } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { DESKTOP, expectNoFindings, overflowFindings, PHONE } from '../src/page-checks';
import { expectRemotePage, revealAll } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const ON_SALE = 'all-star-1';

const startOf = (series: PackSeriesDetail, period: PackSeriesDetail['period']) => series.periods.find((entry) => entry.period === period)?.startsAt ?? 0;

describe('packs', () => {
  it('shows a guest the packs, the odds table before paying and a card of a pack', async () => {
    const { page, expectNoProblems } = await open();
    await page.goto('/packs');
    await expectRemotePage(page, { title: text('market:titles.packs'), layout: 'main', path: '/packs' });
    const card = page.locator(`${MAIN} [data-testid="pack-series"][data-series="${ON_SALE}"]`);
    await visible(card);
    await card.getByRole('link', { name: text('market:packs.kind.allStar') }).click();
    await expectRemotePage(page, { title: text('market:packs.kind.allStar'), layout: 'main', path: `/pack/${ON_SALE}` });
    const odds = await page.getByTestId('odds-table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-rarity')));
    expect(odds).toEqual(['common', 'rare', 'epic', 'legendary', 'unique']);
    await visible(page.locator(MAIN).getByText(text('market:packs.guestTitle')));
    await page.getByTestId('pack-cards').getByRole('link').first().click();
    await location(page, (url) => url.pathname.startsWith(`/card/${ON_SALE}/`));
    const rarities = page.getByTestId('card-rarities');
    await visible(rarities);
    expect(await rarities.locator('tbody tr').count()).toBe(5);
    expectNoProblems();
  });

  it('lets the demo account reserve, be drawn, buy before the sale and on sale (TMT and card), and open a pack', async () => {
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const RESERVED = `e2e-legend-${Date.now().toString(36)}`;
    await apiOk(ApiPaths.devPackSeries, { seriesId: RESERVED, kind: 'legend', period: 'reservation' });
    // The series opens with its period's side effect done (the hash published): the site's timers are off, and the
    // periods job may already have had this minute's run when another suite moved the clock.
    const series = await apiOk<PackSeriesDetail>(ApiPaths.packDetail, { seriesId: RESERVED }, token);
    expect(series.period).toBe('reservation');

    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, `/pack/${RESERVED}`);
    await expectRemotePage(page, { title: text('market:packs.kind.legend'), layout: 'main', path: `/pack/${RESERVED}` });
    // The fairness data sits closed under the pack's contents.
    await page.getByTestId('pack-draw').locator('summary').click();
    await visible(page.getByTestId('seed-hash'));
    await page.getByTestId('reserve').click();
    await visible(page.getByTestId('my-reservation'));

    // To the sale before the public: the job draws the lots and reveals the seed with the winners.
    await apiOk(ApiPaths.devClock, { advance: startOf(series, 'beforeSale') - series.now + 60 });
    await page.reload();
    await page.getByTestId('pack-draw').locator('summary').click();
    await visible(page.getByTestId('seed'));
    await textOf(page.getByTestId('period'), text('market:packs.period.beforeSale'));
    await page.getByTestId('buy-tmt').click();
    await visible(page.getByTestId('bought'));
    // The drawing verified in this browser (the seed's hash, the list's hash as player seed, the winners), nothing
    // sideways on a phone; then in /fair, opened on the drawing.
    await visible(page.getByTestId('lots-player-seed'));
    await page.setViewportSize(PHONE);
    await page.getByTestId('lots-verify').click();
    await visible(page.locator('[data-testid="lots-verdict"][data-verdict="matches"]'));
    expectNoFindings(await overflowFindings(page, `/pack/${RESERVED} (phone)`));
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('lots-open-verifier').click();
    await location(page, (url) => url.pathname === '/fair' && url.searchParams.get('purpose') === 'lots');
    await visible(page.locator('[data-testid="fair-result"][data-verdict="matches"]'));

    // On sale: TMT, then by card through the sandbox's checkout and back to the order.
    const drawn = await apiOk<PackSeriesDetail>(ApiPaths.packDetail, { seriesId: ON_SALE }, token);
    expect(drawn.period).toBe('onSale');
    await page.goto(`/pack/${ON_SALE}`);
    await page.getByTestId('buy-tmt').click();
    await visible(page.getByTestId('bought'));
    await page.getByTestId('buy-card').click();
    await location(page, (url) => url.pathname === `/api${ApiPaths.sandboxCheckout}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await location(page, (url) => url.pathname.startsWith('/order/detail/'));
    await apiOk(ApiPaths.devClock, { advance: 0 });
    await textOf(page.locator(`${MAIN} [data-testid="order-status"]`), text('wallet:orders.status.fulfilled'));

    await page.getByTestId('order-bought').getByRole('link', { name: text('wallet:orders.openPacks') }).click();
    await expectRemotePage(page, { title: text('collection:titles.packs'), layout: 'main', path: '/collection/packs' });
    const packs = page.locator(`${MAIN} [data-testid="card-tile"][data-family="pack"]`);
    await eventually(async () => expect(await packs.count()).toBeGreaterThan(0));
    await packs.first().getByTestId('open-card').click();
    await revealAll(page);
    expectNoProblems();
  });
});
