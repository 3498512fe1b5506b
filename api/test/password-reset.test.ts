import { ApiPaths, ErrorCode } from '@fc/shared/contracts';
import { createTestApp, type TestApp } from './helpers/build-app';
import { login, mailedLink, outbox, register, signUp, uniqueEmail } from './helpers/users';

const NEW_PASSWORD = 'brand-new-9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string, lang?: string) {
  const answer = await t.call(ApiPaths.resetPasswd, { email }, { lang });
  expect(answer.r).toBe(0);
  return mailedLink(t, email, '/reset-password');
}

describe('/account/resetPasswd', () => {
  it('mails a /reset-password link and answers the masked address', async () => {
    const user = await signUp(t);
    const answer = await t.call(ApiPaths.resetPasswd, { email: user.email });
    expect(answer).toMatchObject({ r: 0, d: { f: `${user.email.slice(0, 2)}***@example.com`, resendAfter: 60 } });
    const link = await mailedLink(t, user.email, '/reset-password');
    expect(link.u).toBe(user.pid);
    expect(link.url.startsWith('http://localhost:8080/reset-password?u=')).toBe(true);
  });

  it('writes the mail in Korean for ko-KR', async () => {
    const user = await signUp(t);
    await requestReset(user.email, 'ko-KR');
    expect((await outbox(t, user.email))[0]?.subject).toBe('FC 비밀번호 재설정');
  });

  it('answers RESEND_TOO_SOON within 60 s', async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const answer = await t.call<{ retryAfter: number }>(ApiPaths.resetPasswd, { email: user.email });
    expect(answer.r).toBe(ErrorCode.RESEND_TOO_SOON);
    expect(answer.d.retryAfter).toBe(60);
    t.clock.advance(60_000);
    expect((await t.call(ApiPaths.resetPasswd, { email: user.email })).r).toBe(0);
  });

  it('answers ACCOUNT_NOT_REGISTERED, INVALID_EMAIL and ACCOUNT_NOT_ACTIVATED, writing nothing', async () => {
    const pending = await register(t);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.resetPasswd, { email: uniqueEmail() })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
    expect((await t.call(ApiPaths.resetPasswd, { email: 'nope' })).r).toBe(ErrorCode.INVALID_EMAIL);
    const notActivated = await t.call(ApiPaths.resetPasswd, { email: pending.email });
    expect(notActivated).toMatchObject({ r: ErrorCode.ACCOUNT_NOT_ACTIVATED, d: { field: 'email' } });
    // Only the right password (login) learns the account's public id.
    expect(notActivated.d).not.toHaveProperty('u');
    expect((await t.call(ApiPaths.resetPasswd, {})).d).toMatchObject({ field: 'email' });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/account/resetPasswdConfirm', () => {
  it('sets the new password and revokes every session', async () => {
    const user = await signUp(t);
    const second = await login(t, user.email);
    const { u, c } = await requestReset(user.email);
    const answer = await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: NEW_PASSWORD });
    expect(answer).toMatchObject({ r: 0, d: { email: user.email } });
    for (const token of [user.token, second.token]) {
      expect((await t.call(ApiPaths.currency, {}, { token })).r).toBe(ErrorCode.SESSION_INVALID);
    }
    expect((await t.call(ApiPaths.login, { email: user.email, password: user.password })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    expect((await login(t, user.email, NEW_PASSWORD)).pid).toBe(user.pid);
  });

  it('is single-use', async () => {
    const user = await signUp(t);
    const { u, c } = await requestReset(user.email);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: NEW_PASSWORD })).r).toBe(0);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: 'other-pass-1' })).r).toBe(ErrorCode.LINK_USED);
    expect((await login(t, user.email, NEW_PASSWORD)).pid).toBe(user.pid);
  });

  it('unlocks a locked account', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i += 1) await t.call(ApiPaths.login, { email: user.email, password: 'wrong123' });
    expect((await t.call(ApiPaths.login, { email: user.email, password: user.password })).r).toBe(ErrorCode.ACCOUNT_LOCKED);
    const { u, c } = await requestReset(user.email);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: NEW_PASSWORD })).r).toBe(0);
    expect((await t.call(ApiPaths.login, { email: user.email, password: NEW_PASSWORD })).r).toBe(0);
  });

  it('answers LINK_EXPIRED after an hour', async () => {
    const user = await signUp(t);
    const { u, c } = await requestReset(user.email);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: NEW_PASSWORD })).r).toBe(ErrorCode.LINK_EXPIRED);
    expect((await login(t, user.email)).pid).toBe(user.pid);
  });

  it('answers PASSWORD_RESET_ERROR to an unknown account or code and PASSWORD_TOO_WEAK, writing nothing', async () => {
    const user = await signUp(t);
    const { u, c } = await requestReset(user.email);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u: 'nobody', c, password: NEW_PASSWORD })).r).toBe(ErrorCode.PASSWORD_RESET_ERROR);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c: 'guess', password: NEW_PASSWORD })).r).toBe(ErrorCode.PASSWORD_RESET_ERROR);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: 'short' })).r).toBe(ErrorCode.PASSWORD_TOO_WEAK);
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c })).d).toMatchObject({ field: 'password' });
    expect(await t.fingerprint()).toEqual(before);
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(0);
  });
});
