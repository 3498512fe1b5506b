// The account screens end to end (mfe-auth with the shell and the API): sign-up and activation through the dev
// outbox, log-in/log-out, wrong password, password reset, Google Authenticator on and off, the login redirect,
// the language cookie and the unread message count. Each test that changes an account makes its own.
import { describe, expect, it } from '@jest/globals';
import { DEMO, loginAs, signUp, submitLogin, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { linkTo, loginApi, sixDigitCode, waitForMail } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectLayout, expectRemotePage } from '../src/pages';
import { e2eState } from '../src/state';
import { text } from '../src/strings';
import { totp, totpAfter } from '../src/totp';
import { eventually, hidden, location, textOf, visible } from '../src/wait';

const open = pagePerTest();

const isActivationMail = (links: string[]) => links.some((link) => link.includes('/activate-confirm'));

describe('account screens', () => {
  it('sign up → activation link from the outbox → activate → log in (nickname and balances in the navbar) → log out', async () => {
    const { page, expectNoProblems } = await open();
    const email = uniqueEmail('signup');

    await page.goto('/');
    await page.getByTestId('navbar-signup').click();
    await location(page, (url) => url.pathname === '/signup');
    const form = page.getByTestId('signup-page');
    await form.getByLabel(text('auth:fields.email'), { exact: true }).fill(email);
    await form.getByLabel(text('auth:fields.password'), { exact: true }).fill(TEST_PASSWORD);
    await form.getByLabel(text('auth:fields.confirmPassword'), { exact: true }).fill(TEST_PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: text('auth:signup.submit'), exact: true }).click();

    const waiting = await location(page, (url) => url.pathname === '/activate-waiting');
    expect(waiting.searchParams.get('u')).toBeTruthy();
    const masked = waiting.searchParams.get('f') ?? '';
    expect(masked.startsWith(email.slice(0, 2))).toBe(true);
    await textOf(page.getByTestId('activation-sent-to'), text('auth:activation.sentTo', 'en', { email: masked }));

    const mail = await waitForMail(email, (candidate) => isActivationMail(candidate.links));
    const link = linkTo(mail, '/activate-confirm');
    expect(link.origin).toBe(e2eState().baseUrl);
    expect(link.searchParams.get('u')).toBe(waiting.searchParams.get('u'));
    await page.goto(link.href);
    await visible(page.getByTestId('activation-done'));
    await textOf(page.locator(`${MAIN} h1`), text('auth:activation.doneTitle'));

    await page.getByTestId('activation-login').click();
    await location(page, (url) => url.pathname === '/login');
    await submitLogin(page, { email, password: TEST_PASSWORD });
    await location(page, (url) => url.pathname === '/');
    const { nickName } = await loginApi(email, TEST_PASSWORD);
    expect(nickName).toBeTruthy();
    await textOf(page.getByTestId('navbar-nickname'), nickName);
    const balances = page.getByTestId('navbar-balances');
    for (const currency of ['TMT', 'GOAL']) {
      // A new account holds nothing yet.
      await textOf(balances.getByTestId(`balance-${currency}`).locator('dt'), currency);
      await textOf(balances.getByTestId(`balance-${currency}`).locator('dd'), /^0(\.0+)?$/);
    }
    expect(await page.getByTestId('navbar-login').count()).toBe(0);

    await page.getByTestId('navbar-profile').click();
    await page.getByTestId('navbar-logout').click();
    await visible(page.getByTestId('navbar-login'));
    expect(await page.getByTestId('navbar-nickname').count()).toBe(0);
    // Logged out for real: a login-required page asks to log in again.
    await page.goto('/user/profile');
    await location(page, (url) => url.pathname === '/login');
    expectNoProblems();
  });

  it('a wrong password or an unknown e-mail shows the right message and stays on the login page', async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await page.goto('/login');
    await submitLogin(page, { email: account.email, password: 'Wrong-pass-1' });
    await visible(page.getByTestId('login-page').getByText(text('errors:ACCOUNT_OR_PASSWORD_INCORRECT'), { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/login');

    await submitLogin(page, { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    await visible(page.getByTestId('login-page').getByText(text('errors:ACCOUNT_NOT_REGISTERED'), { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('navbar-nickname').count()).toBe(0);

    // The right password still works (2 failures are far from the lockout).
    await submitLogin(page, account);
    await visible(page.getByTestId('navbar-nickname'));
    expectNoProblems();
  });

  it('the reset flow changes the password: the old one stops working, the new one works', async () => {
    const account = await signUp();
    const newPassword = 'New-pass-2025';
    const { page, expectNoProblems } = await open();
    await page.goto('/login');
    await page.getByRole('link', { name: text('auth:login.forgot') }).click();
    await location(page, (url) => url.pathname === '/forget-password');
    await page.getByTestId('forget-password-page').getByLabel(text('auth:fields.email'), { exact: true }).fill(account.email);
    await page.getByRole('button', { name: text('auth:reset.requestSubmit') }).click();
    await visible(page.getByTestId('reset-sent-to'));

    const mail = await waitForMail(account.email, (candidate) => candidate.links.some((link) => link.includes('/reset-password')));
    const link = linkTo(mail, '/reset-password');
    await page.goto(link.href);
    const form = page.getByTestId('reset-password-page');
    await form.getByLabel(text('auth:fields.newPassword'), { exact: true }).fill(newPassword);
    await form.getByLabel(text('auth:fields.confirmPassword'), { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: text('auth:reset.newSubmit') }).click();
    await visible(page.getByTestId('reset-done'));

    await page.getByTestId('reset-done').getByRole('button').click();
    await location(page, (url) => url.pathname === '/login');
    await submitLogin(page, account);
    await visible(page.getByTestId('login-page').getByText(text('errors:ACCOUNT_OR_PASSWORD_INCORRECT'), { exact: true }));
    await submitLogin(page, { email: account.email, password: newPassword });
    await visible(page.getByTestId('navbar-nickname'));

    // The link worked once.
    await page.goto(link.href);
    await page.getByTestId('reset-password-page').getByLabel(text('auth:fields.newPassword'), { exact: true }).fill('Another-pass-3');
    await page.getByTestId('reset-password-page').getByLabel(text('auth:fields.confirmPassword'), { exact: true }).fill('Another-pass-3');
    await page.getByRole('button', { name: text('auth:reset.newSubmit') }).click();
    await visible(page.getByTestId('reset-link-problem'));
    expectNoProblems();
  });

  it('Google Authenticator: set up with a code computed from the shown secret, then turn off with a new code and an e-mail code', async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/security/gauth');
    await location(page, (url) => url.pathname === '/security/gauth');
    const status = page.getByTestId('gauth-status');
    await textOf(status, text('auth:gauth.disabled'));

    await page.getByTestId('gauth-start').click();
    const secret = (await (await visible(page.getByTestId('gauth-secret'))).getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const bind = await totp(secret);
    await page.getByLabel(text('auth:fields.googleCode')).fill(bind.code);
    await page.getByTestId('gauth-verify').click();
    await textOf(status, text('auth:gauth.enabled'));
    expect(await status.getAttribute('data-enabled')).toBe('true');

    // Bound on the server, not only on screen.
    await page.reload();
    await textOf(page.getByTestId('gauth-status'), text('auth:gauth.enabled'));

    await page.getByTestId('gauth-send-code').click();
    const mail = await waitForMail(account.email, (candidate) => !isActivationMail(candidate.links) && /\b\d{6}\b/.test(candidate.text));
    await page.getByLabel(text('auth:fields.emailCode')).fill(sixDigitCode(mail));
    // Each code is accepted once: the next one comes with the next 30 s step.
    const unbind = await totpAfter(secret, bind.step);
    await page.getByLabel(text('auth:fields.googleCode')).fill(unbind.code);
    await page.getByTestId('gauth-unbind').click();
    await textOf(page.getByTestId('gauth-status'), text('auth:gauth.disabled'));
    await page.reload();
    await textOf(page.getByTestId('gauth-status'), text('auth:gauth.disabled'));
    await visible(page.getByTestId('gauth-start'));
    expectNoProblems();
  });

  it('a guest sent to /login?redirect=… comes back to that page after logging in', async () => {
    const { page, expectNoProblems } = await open();
    await page.goto('/user/profile?from=e2e');
    const login = await location(page, (url) => url.pathname === '/login');
    expect(login.searchParams.get('redirect')).toBe('/user/profile?from=e2e');
    await submitLogin(page, DEMO);
    const back = await location(page, (url) => url.pathname === '/user/profile');
    expect(back.search).toBe('?from=e2e');
    await expectRemotePage(page, { title: text('auth:titles.profile'), layout: 'main', path: '/user/profile' });
    await visible(page.getByTestId('navbar-nickname'));
    expectNoProblems();
  });

  it('switching to Korean survives a reload through the language cookie', async () => {
    const { page, context, expectNoProblems } = await open();
    await page.goto('/');
    await textOf(page.getByTestId('nav-home'), text('shell:nav.home'));
    await page.getByTestId('language-option-ko').click();
    await textOf(page.getByTestId('nav-home'), text('shell:nav.home', 'ko'));
    await textOf(page.locator(`${MAIN} h1`), text('market:home.hero.title', 'ko'));
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'language');
    expect(cookie?.value).toBe('ko-kr');

    await page.reload();
    await textOf(page.getByTestId('nav-home'), text('shell:nav.home', 'ko'));
    await textOf(page.getByTestId('nav-guidance'), text('shell:nav.guidance', 'ko'));
    await textOf(page.locator(`${MAIN} h1`), text('market:home.hero.title', 'ko'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.getByTestId('language-option-ko').getAttribute('aria-pressed')).toBe('true');
    const title = text('common:documentTitle', 'ko', { title: text('market:titles.home', 'ko') });
    await eventually(async () => expect(await page.title()).toBe(title));

    // Another remote's page, loaded after the switch, is in Korean too.
    await page.getByTestId('nav-guidance').click();
    await textOf(page.locator(`${MAIN} h1`), text('game:titles.guidance', 'ko'));
    await expectLayout(page, 'main');
    expectNoProblems();
  });

  it('reading a message lowers the unread count in the navbar', async () => {
    // A new account has one unread message: the welcome message sent on activation.
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await loginAs(page, account);
    const badge = page.getByTestId('unread-badge');
    await textOf(badge, '1');
    expect(await page.getByTestId('navbar-messages').getAttribute('aria-label')).toBe(text('shell:messages.labelUnread', 'en', { badge: '1' }));

    await page.getByTestId('navbar-messages').click();
    await location(page, (url) => url.pathname === '/messagebox');
    await textOf(page.getByTestId('messages-unread'), text('auth:messages.unreadCount_one', 'en', { count: 1 }));
    const unread = page.locator('[data-testid="message-item"][data-read="false"]');
    expect(await unread.count()).toBe(1);
    await unread.first().click();
    await location(page, (url) => url.pathname.startsWith('/messagebox/detail/'));
    await visible(page.getByTestId('message-body'));
    await hidden(badge);
    expect(await page.getByTestId('navbar-messages').getAttribute('aria-label')).toBe(text('shell:messages.label'));

    await page.getByRole('navigation', { name: text('common:breadcrumb') }).getByRole('link', { name: text('auth:messages.title') }).click();
    await location(page, (url) => url.pathname === '/messagebox');
    await visible(page.locator('[data-testid="message-item"]'));
    expect(await page.locator('[data-testid="message-item"][data-read="false"]').count()).toBe(0);
    expect(await page.getByTestId('messages-unread').count()).toBe(0);
    expectNoProblems();
  });
});
