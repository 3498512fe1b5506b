// Issue 14's game test and cloud game through the browser: /gametest plays 100 matches of two generated teams and
// shows a distribution that sums to 100 %; /cloud/game is the phone app (no navbar, the tab bar), links a manifest
// that starts at /cloud/game, gets its /cloud/ service worker active, and shows the offline page when a reload fails.
import { describe, expect, it } from '@jest/globals';
import { pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();

describe('Game test and cloud game', () => {
  it('/gametest plays 100 matches of two teams and shows an outcome distribution that sums to 100 %', async () => {
    const { page, expectNoProblems } = await open();
    await page.goto('/gametest');
    await expectRemotePage(page, { title: 'Game test', layout: 'main', path: '/gametest' });
    await textOf(page.getByTestId('gametest-home-team-rating'), 'Team rating 65');
    await textOf(page.getByTestId('gametest-away-team-rating'), 'Team rating 60');
    await page.getByTestId('gametest-run').click();
    await textOf(page.getByTestId('gametest-played'), '100 matches played, each with a fresh seed.', 60_000);
    // Played in the Web Worker the remote's build bundles (new Worker(new URL(…, import.meta.url))).
    expect(await page.getByTestId('gametest-results').getAttribute('data-engine')).toBe('worker');
    const shares = await Promise.all(
      ['home', 'draw', 'away'].map(async (outcome) => Number(await page.getByTestId(`gametest-outcome-${outcome}`).getAttribute('data-percent'))),
    );
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 10)).toBe(1000);
    expect(await page.getByTestId('gametest-scores').locator('li').count()).toBeGreaterThan(0);
    expectNoProblems();
  });

  it('/cloud/game is an installable phone app with a tab bar, and shows its offline page when a reload fails', async () => {
    const { page, context, expectNoProblems } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto('/cloud/game');
    await visible(page.getByTestId('cloud-frame'));
    expect(await page.getByTestId('navbar').count()).toBe(0);
    const tabBar = page.getByRole('navigation', { name: 'Game' });
    await visible(tabBar);
    await tabBar.getByRole('button', { name: 'Ranking' }).click();
    await location(page, (url) => url.pathname === '/cloud/game' && url.searchParams.get('tab') === 'ranking');
    await eventually(async () => expect(await tabBar.getByRole('button', { name: 'Ranking' }).getAttribute('aria-current')).toBe('page'));

    // The manifest is linked and served, starting the app at /cloud/game within /cloud/.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/cloud/manifest.webmanifest');
    const manifest = await page.request.get(manifestUrl ?? '');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ start_url: '/cloud/game', scope: '/cloud/', display: 'standalone' });
    const icon = await page.request.get('/cloud/icon-512.png');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);

    // The service worker becomes active for /cloud/.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active;
      if (active && active.state !== 'activated') {
        await new Promise<void>((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()));
      }
      return { scope: registration.scope, state: registration.active?.state, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: new URL('/cloud/', page.url()).href, state: 'activated', script: new URL('/cloud/sw.js', page.url()).href });

    // Offline, a reload of the game shows the offline page the worker precached.
    await context.setOffline(true);
    await page.reload();
    await textOf(page.getByTestId('cloud-offline').locator('h1'), 'You are offline');
    await visible(page.getByRole('button', { name: 'Try again' }));
    await context.setOffline(false);
    expectNoProblems();
  });
});
