// Live events end to end (the shell's navbar, @fc/shared/live and the API's event stream): a change on the server
// shows in the navbar within a second, without a reload and without the page asking for it.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type DevMessageResponse } from '@fc/shared/contracts';
import { loginAs, signUp } from '../src/accounts';
import { apiOk } from '../src/api';
import { pagePerTest } from '../src/browser';
import { textOf, visible } from '../src/wait';

const open = pagePerTest();

/** The limit the issue sets between a server event and the navbar showing it. */
const WITHIN_MS = 1_000;

describe('live events', () => {
  it("move the navbar's balance and unread badge within a second of the change, without a reload or a request", async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    const streamOpened = page.waitForResponse((response) => response.url().includes(`/api${ApiPaths.eventsStream}?`));
    await loginAs(page, account);
    expect((await streamOpened).headers()['content-type']).toBe('text/event-stream');

    const balance = page.getByTestId('balance-TMT');
    await textOf(balance, /^TMT\s*0$/);
    const badge = page.getByTestId('unread-badge');
    await textOf(badge, '1');
    // Whatever follows must reach this very document, through the stream alone.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });

    await apiOk(ApiPaths.devGrant, { email: account.email, currencies: { TMT: '5000000000000000000000' } });
    await textOf(balance, /^TMT\s*5,000$/, WITHIN_MS);

    const { unread } = await apiOk<DevMessageResponse>(ApiPaths.devMessage, { email: account.email });
    expect(unread).toBe(2);
    await textOf(badge, '2', WITHIN_MS);

    await apiOk(ApiPaths.devGrant, { email: account.email, currencies: { TMT: '250000000000000000000' } });
    await textOf(balance, /^TMT\s*5,250$/, WITHIN_MS);

    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(calls).toEqual([]);
    await visible(page.getByTestId('navbar-nickname'));
    expectNoProblems();
  });
});
