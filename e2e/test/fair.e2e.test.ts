// Provably fair end to end (issue 29; mfe-collection's /fair with the shell and the API): the demo account sets a
// player seed, reads the committed hash, opens a pack bought for the test, follows the opening's link to /fair (its
// pair still current: not revealed yet), rotates, and the verifier recomputes the opening in the browser: it matches,
// and a tampered player seed does not.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type PackBuyResponse } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage, revealAll } from '../src/pages';
import { text } from '../src/strings';
import { location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const ON_SALE = 'all-star-1';

describe('provably fair', () => {
  it('lets the demo account set a player seed, open a pack, rotate, and verify that opening on /fair', async () => {
    const { page, expectNoProblems } = await open();
    await loginAsDemo(page, '/fair');
    await expectRemotePage(page, { title: text('collection:titles.fair'), layout: 'main', path: '/fair' });

    const playerSeed = `e2e-${Date.now().toString(36)}`;
    await page.getByTestId('fair-player-seed-input').fill(playerSeed);
    await page.getByTestId('fair-set-seed').click();
    await textOf(page.getByTestId('fair-current-player-seed'), playerSeed);
    // The hash the opening will be checked against, read before the opening.
    const committed = (await page.getByTestId('fair-current-hash').textContent()) ?? '';
    expect(committed).toMatch(/^[0-9a-f]{64}$/);

    // A pack of its own for the test (bought with TMT), opened in the collection.
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const bought = await apiOk<PackBuyResponse>(ApiPaths.packCapsBuy, { seriesId: ON_SALE, quantity: 1 }, token);
    const tokenId = bought.tokenIds[0] ?? '';
    await page.goto('/collection/packs');
    await expectRemotePage(page, { title: text('collection:titles.packs'), layout: 'main', path: '/collection/packs' });
    const pack = page.locator(`${MAIN} [data-testid="card-tile"][data-token-id="${tokenId}"]`);
    await visible(pack);
    await pack.getByTestId('open-card').click();
    await revealAll(page);

    await page.getByTestId('verify-opening').click();
    await location(page, (url) => url.pathname === '/fair' && url.searchParams.get('purpose') === 'pack');
    await visible(page.getByTestId('fair-pending'));

    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('fair-rotate-confirm').click();
    await visible(page.getByTestId('fair-revealed'));
    await textOf(page.getByTestId('fair-verdict'), new RegExp(text('collection:fair.verify.verdict.matches')));
    expect(await page.getByTestId('fair-verify-committedHash').inputValue()).toBe(committed);
    expect(await page.getByTestId('fair-verify-playerSeed').inputValue()).toBe(playerSeed);
    await textOf(page.getByTestId('fair-digest-check'), text('collection:fair.verify.check.yes'));

    await page.getByTestId('fair-verify-playerSeed').fill(`${playerSeed}x`);
    await page.getByTestId('fair-verify').click();
    await textOf(page.getByTestId('fair-verdict'), new RegExp(text('collection:fair.verify.verdict.mismatch')));
    await textOf(page.getByTestId('fair-digest-check'), text('collection:fair.verify.check.no'));
    expectNoProblems();
  });
});
