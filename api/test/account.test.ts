import { ApiPaths, ErrorCode, type CardMineResponse, type LoginResponse, type RegisterResponse } from '@fc/shared/contracts';
import { findUserByPublicId } from '../src/modules/account/repository';
import { SESSION_TTL_MS } from '../src/modules/account/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { activate, login, mailedLink, outbox, PASSWORD, register, signUp, uniqueEmail } from './helpers/users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://fc.example' });
});
afterAll(() => t.close());

describe('/account/register', () => {
  it('creates a pending account and mails an absolute activation link', async () => {
    const email = uniqueEmail();
    const answer = await t.call<RegisterResponse>(ApiPaths.register, { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(answer.r).toBe(0);
    expect(answer.d).toEqual({ u: expect.any(String), f: `${email.slice(0, 2)}***@example.com`, resendAfter: 60 });
    const link = await mailedLink(t, email, '/activate-confirm');
    expect(link.url.startsWith('https://fc.example/activate-confirm?')).toBe(true);
    expect(link.u).toBe(answer.d.u);
    const user = await findUserByPublicId(t.app.db, answer.d.u);
    expect(user).toMatchObject({ email, status: 'pending' });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('writes the activation mail in the request language', async () => {
    const email = uniqueEmail();
    await t.call(ApiPaths.register, { email, password: PASSWORD }, { lang: 'ko-KR' });
    const [mail] = await outbox(t, email);
    expect(mail?.subject).toBe('FC 계정을 활성화하세요');
    const english = uniqueEmail();
    await t.call(ApiPaths.register, { email: english, password: PASSWORD }, { lang: 'zh-Hans' });
    expect((await outbox(t, english))[0]?.subject).toBe('Activate your FC account');
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email', password: PASSWORD }, ErrorCode.INVALID_EMAIL],
    ['an address list (mail libraries read commas as lists)', { email: 'victim@example.com,y', password: PASSWORD }, ErrorCode.INVALID_EMAIL],
    ['an address in angle brackets', { email: '<victim@example.com>', password: PASSWORD }, ErrorCode.INVALID_EMAIL],
    ['a short password', { email: uniqueEmail(), password: 'a1' }, ErrorCode.PASSWORD_TOO_WEAK],
    ['a one-kind password', { email: uniqueEmail(), password: 'abcdefgh' }, ErrorCode.PASSWORD_TOO_WEAK],
    ['an unknown invite code', { email: uniqueEmail(), password: PASSWORD, inviteCode: 'NOSUCH99' }, ErrorCode.INVITE_CODE_INVALID],
    ['a malformed invite code', { email: uniqueEmail(), password: PASSWORD, inviteCode: 'x!' }, ErrorCode.INVITE_CODE_INVALID],
  ])('refuses %s and writes nothing', async (_name, body, code) => {
    const before = await t.fingerprint();
    const answer = await t.call(ApiPaths.register, body);
    expect(answer.r).toBe(code);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses the e-mail of an activated account, writing nothing', async () => {
    const active = await signUp(t);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.register, { email: active.email, password: 'other-pass-1' })).r).toBe(ErrorCode.ACCOUNT_REGISTERED);
    expect(await t.fingerprint()).toEqual(before);
    expect((await login(t, active.email)).pid).toBe(active.pid);
  });

  it('lets the owner of the mailbox take back an e-mail someone registered and never activated', async () => {
    const attacker = await signUp(t);
    const { inviteCode } = (await t.call<{ inviteCode: string }>(ApiPaths.settingInfo, {}, { token: attacker.token })).d;
    const email = uniqueEmail('victim');
    const planted = await t.call<RegisterResponse>(ApiPaths.register, { email, password: 'attacker-1', inviteCode });
    expect(planted.r).toBe(0);
    const oldLink = await mailedLink(t, email, '/activate-confirm');

    // Within the resend cooldown the address gets no second mail.
    const before = await t.fingerprint();
    expect(await t.call(ApiPaths.register, { email, password: PASSWORD })).toMatchObject({ r: ErrorCode.RESEND_TOO_SOON, d: { retryAfter: 60 } });
    expect(await t.fingerprint()).toEqual(before);

    t.clock.advance(MINUTE);
    const answer = await t.call<RegisterResponse>(ApiPaths.register, { email, password: PASSWORD });
    expect(answer).toMatchObject({ r: 0, d: { u: planted.d.u, f: `${email.slice(0, 2)}***@example.com`, resendAfter: 60 } });
    expect(await outbox(t, email)).toHaveLength(2);
    const user = await findUserByPublicId(t.app.db, planted.d.u);
    expect(user).toMatchObject({ status: 'pending', invitedBy: null });

    // The first mail's link no longer activates anything; the new one does, with the new password.
    expect((await t.call(ApiPaths.regConfirm, { u: oldLink.u, c: oldLink.c })).r).toBe(ErrorCode.LINK_EXPIRED);
    expect((await findUserByPublicId(t.app.db, planted.d.u))?.status).toBe('pending');
    await activate(t, email);
    expect((await t.call(ApiPaths.login, { email, password: 'attacker-1' })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    expect((await login(t, email)).pid).toBe(planted.d.u);
  });

  it('resending the activation mail after a new registration activates the newest password', async () => {
    const email = uniqueEmail('resend');
    expect((await t.call(ApiPaths.register, { email, password: 'attacker-1' })).r).toBe(0);
    t.clock.advance(MINUTE);
    expect((await t.call(ApiPaths.register, { email, password: PASSWORD })).r).toBe(0);
    t.clock.advance(MINUTE);
    expect((await t.call(ApiPaths.resendConfirmMail, { email })).r).toBe(0);
    await activate(t, email);
    expect((await t.call(ApiPaths.login, { email, password: 'attacker-1' })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    expect((await t.call(ApiPaths.login, { email, password: PASSWORD })).r).toBe(0);
  });

  it('links the account to the owner of a valid invite code (in any letter case)', async () => {
    const inviter = await signUp(t);
    const info = await t.call<{ inviteCode: string }>(ApiPaths.settingInfo, {}, { token: inviter.token });
    const answer = await t.call<RegisterResponse>(ApiPaths.register, {
      email: uniqueEmail(),
      password: PASSWORD,
      inviteCode: info.d.inviteCode.toLowerCase(),
    });
    expect(answer.r).toBe(0);
    expect((await findUserByPublicId(t.app.db, answer.d.u))?.invitedBy).toBe(inviter.userId);
  });

  it('creates one account when the same e-mail registers concurrently', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(ApiPaths.register, { email, password: PASSWORD })));
    const codes = answers.map((answer) => answer.r).sort();
    // The first creates the account; the others fall within its resend cooldown.
    expect(codes).toEqual([0, ErrorCode.RESEND_TOO_SOON, ErrorCode.RESEND_TOO_SOON, ErrorCode.RESEND_TOO_SOON, ErrorCode.RESEND_TOO_SOON]);
    const rows = await t.app.dbHandle.rawTransaction((raw) => raw.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]));
    expect(rows[0]?.n).toBe(1);
    expect(await outbox(t, email)).toHaveLength(1);
  });
});

describe('/account/regConfirm', () => {
  it('activates the account once and writes a welcome message', async () => {
    const { email } = await register(t);
    const { u, c } = await mailedLink(t, email, '/activate-confirm');
    const answer = await t.call(ApiPaths.regConfirm, { u, c });
    expect(answer).toMatchObject({ r: 0, d: { email } });
    const session = await login(t, email);
    const list = await t.call<{ list: { title: string; read: boolean }[] }>(ApiPaths.eventList, {}, { token: session.token });
    expect(list.d.list).toEqual([expect.objectContaining({ title: `Welcome to FC, ${session.nickName}!`, read: false })]);
    expect(list.e.system_event).toBe(1);

    expect((await t.call(ApiPaths.regConfirm, { u, c })).r).toBe(ErrorCode.LINK_USED);
  });

  it('gives the new account its trial squad: 11 common FP cards of a 4-4-2, different players, for 30 days', async () => {
    const { email } = await register(t);
    await activate(t, email);
    const session = await login(t, email);
    const { d } = await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'fp' }, { token: session.token });
    expect(d.total).toBe(11);
    expect(d.list.every((card) => card.state === 'trial' && card.rarity === 'common' && card.serial === null)).toBe(true);
    expect(d.list.map((card) => card.player?.preferredPosition).sort()).toEqual(['CB', 'CB', 'CM', 'CM', 'GK', 'LB', 'LM', 'RB', 'RM', 'ST', 'ST']);
    expect(new Set(d.list.map((card) => card.player?.id)).size).toBe(11);
    const thirtyDays = Math.floor(t.clock.now().getTime() / 1000) + 30 * 86_400;
    expect(new Set(d.list.map((card) => card.trialUntil))).toEqual(new Set([thirtyDays]));
  });

  it('answers ACTIVATION_FAILED to an unknown account or code', async () => {
    const { email, u } = await register(t);
    expect((await t.call(ApiPaths.regConfirm, { u: 'nobody', c: 'x' })).r).toBe(ErrorCode.ACTIVATION_FAILED);
    expect((await t.call(ApiPaths.regConfirm, { u, c: 'wrong-code' })).r).toBe(ErrorCode.ACTIVATION_FAILED);
    expect((await findUserByPublicId(t.app.db, u))?.status).toBe('pending');
    await activate(t, email);
  });

  it('answers ACCOUNT_ALREADY_ACTIVATED to a wrong code for an active account', async () => {
    const user = await signUp(t);
    expect((await t.call(ApiPaths.regConfirm, { u: user.pid, c: 'whatever' })).r).toBe(ErrorCode.ACCOUNT_ALREADY_ACTIVATED);
  });

  it('answers LINK_EXPIRED after 24 hours', async () => {
    const { email, u } = await register(t);
    const { c } = await mailedLink(t, email, '/activate-confirm');
    t.clock.advance(24 * HOUR + 1000);
    expect((await t.call(ApiPaths.regConfirm, { u, c })).r).toBe(ErrorCode.LINK_EXPIRED);
    expect((await findUserByPublicId(t.app.db, u))?.status).toBe('pending');
  });

  it('activates once when the link is opened twice at the same time', async () => {
    const { email } = await register(t);
    const { u, c } = await mailedLink(t, email, '/activate-confirm');
    const answers = await Promise.all([t.call(ApiPaths.regConfirm, { u, c }), t.call(ApiPaths.regConfirm, { u, c })]);
    expect(answers.map((answer) => answer.r).sort()).toEqual([0, ErrorCode.LINK_USED]);
  });

  it('refuses malformed input', async () => {
    expect((await t.call(ApiPaths.regConfirm, { u: 'x' })).d).toMatchObject({ field: 'c' });
    expect((await t.call(ApiPaths.regConfirm, { u: 'x', c: 'y'.repeat(500) })).d).toMatchObject({ field: 'c' });
  });
});

describe('/account/resendConfirmMail', () => {
  it('mails a new link after the 60 s cooldown, by u or by e-mail; both links work', async () => {
    const { email, u } = await register(t);
    const first = await mailedLink(t, email, '/activate-confirm');
    const early = await t.call<{ retryAfter: number }>(ApiPaths.resendConfirmMail, { u });
    expect(early.r).toBe(ErrorCode.RESEND_TOO_SOON);
    expect(early.d.retryAfter).toBe(60);
    t.clock.advance(45_000);
    expect((await t.call<{ retryAfter: number }>(ApiPaths.resendConfirmMail, { email })).d.retryAfter).toBe(15);
    t.clock.advance(15_000);
    const answer = await t.call(ApiPaths.resendConfirmMail, { email });
    expect(answer).toMatchObject({ r: 0, d: { u, f: `${email.slice(0, 2)}***@example.com`, resendAfter: 60 } });
    expect(await outbox(t, email)).toHaveLength(2);
    const second = await mailedLink(t, email, '/activate-confirm');
    expect(second.c).not.toBe(first.c);
    expect((await t.call(ApiPaths.regConfirm, { u, c: first.c })).r).toBe(0);
    expect((await t.call(ApiPaths.regConfirm, { u, c: second.c })).r).toBe(ErrorCode.LINK_USED);
  });

  it('answers ACCOUNT_NOT_REGISTERED, ACCOUNT_ALREADY_ACTIVATED and INVALID_EMAIL', async () => {
    expect((await t.call(ApiPaths.resendConfirmMail, { u: 'nobody' })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
    expect((await t.call(ApiPaths.resendConfirmMail, { email: uniqueEmail() })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
    expect((await t.call(ApiPaths.resendConfirmMail, { email: 'bad' })).r).toBe(ErrorCode.INVALID_EMAIL);
    const user = await signUp(t);
    expect((await t.call(ApiPaths.resendConfirmMail, { u: user.pid })).r).toBe(ErrorCode.ACCOUNT_ALREADY_ACTIVATED);
  });

  it('wants exactly one of u and email', async () => {
    const { email, u } = await register(t);
    t.clock.advance(MINUTE);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.resendConfirmMail, {})).d).toMatchObject({ field: 'u' });
    expect((await t.call(ApiPaths.resendConfirmMail, { u, email })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/account/login', () => {
  it('answers the session: token, pid and profile fields', async () => {
    const { email } = await register(t);
    await activate(t, email);
    const answer = await t.call<LoginResponse>(ApiPaths.login, { email: email.toUpperCase(), password: PASSWORD });
    expect(answer.r).toBe(0);
    expect(answer.d).toEqual({
      nickName: expect.stringMatching(/^Manager/),
      clubName: expect.stringMatching(/^FC /),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      photo: 'avatar-01',
      pid: expect.any(String),
      email,
      avatar: 'avatar-01',
      subscribed: false,
      introduction: '',
    });
    expect((await t.call(ApiPaths.currency, {}, { token: answer.d.token })).r).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const user = await signUp(t);
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.userId]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(user.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers ACCOUNT_NOT_REGISTERED, INVALID_EMAIL and ACCOUNT_OR_PASSWORD_INCORRECT', async () => {
    const user = await signUp(t);
    expect((await t.call(ApiPaths.login, { email: uniqueEmail(), password: PASSWORD })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
    expect((await t.call(ApiPaths.login, { email: 'nope', password: PASSWORD })).r).toBe(ErrorCode.INVALID_EMAIL);
    expect((await t.call(ApiPaths.login, { email: user.email, password: 'wrong123' })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
  });

  it('answers ACCOUNT_NOT_ACTIVATED with u to a pending account with the right password', async () => {
    const { email, u } = await register(t);
    const answer = await t.call(ApiPaths.login, { email, password: PASSWORD });
    expect(answer).toMatchObject({ r: ErrorCode.ACCOUNT_NOT_ACTIVATED, d: { u } });
    expect((await t.call(ApiPaths.login, { email, password: 'wrong123' })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
  });

  it('locks the account for 15 minutes after 5 failures within 15 minutes', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'wrong123' };
    for (let i = 0; i < 5; i += 1) expect((await t.call(ApiPaths.login, wrong)).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    const locked = await t.call<{ retryAfter: number }>(ApiPaths.login, { email: user.email, password: PASSWORD });
    expect(locked.r).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.d.retryAfter).toBe(15 * 60);
    t.clock.advance(10 * MINUTE);
    expect((await t.call<{ retryAfter: number }>(ApiPaths.login, { email: user.email, password: PASSWORD })).d.retryAfter).toBe(5 * 60);
    t.clock.advance(5 * MINUTE);
    expect((await t.call(ApiPaths.login, { email: user.email, password: PASSWORD })).r).toBe(0);
  });

  it('keeps the lock when many wrong passwords and the right one arrive at once', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'wrong123' };
    const attempts = [...Array.from({ length: 12 }, () => wrong), { email: user.email, password: PASSWORD }];
    const answers = await Promise.all(attempts.map((body) => t.call(ApiPaths.login, body)));
    const right = answers[12]?.r;
    const wrongCodes = answers.slice(0, 12).map((answer) => answer.r);
    expect([0, ErrorCode.ACCOUNT_LOCKED]).toContain(right);
    for (const code of wrongCodes) expect([ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT, ErrorCode.ACCOUNT_LOCKED]).toContain(code);
    // Attempts are decided one after another: once the lock is set, every later one is refused, the right password too.
    if (right !== 0) expect(wrongCodes.filter((code) => code === ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT).length).toBeLessThanOrEqual(5);
    expect((await t.call(ApiPaths.login, { email: user.email, password: PASSWORD })).r).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('lets 50 simultaneous logins with the right password all in', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call<LoginResponse>(ApiPaths.login, { email: user.email, password: PASSWORD })),
    );
    expect(answers.map((answer) => answer.r)).toEqual(Array(50).fill(0));
    expect(new Set(answers.map((answer) => answer.d.token)).size).toBe(50);
    // 50 scrypt checks: about 2 s alone, much longer on a busy machine.
  }, 180_000);

  it('answers at most 5 of many simultaneous wrong passwords as wrong, then locks', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(ApiPaths.login, { email: user.email, password: 'wrong123' })),
    );
    const codes = answers.map((answer) => answer.r);
    expect(codes.filter((code) => code === ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT)).toHaveLength(5);
    expect(codes.filter((code) => code === ErrorCode.ACCOUNT_LOCKED)).toHaveLength(15);
    expect((await t.call(ApiPaths.login, { email: user.email, password: PASSWORD })).r).toBe(ErrorCode.ACCOUNT_LOCKED);
  }, 120_000);

  it('forgets failures older than 15 minutes and after a successful login', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'wrong123' };
    for (let i = 0; i < 4; i += 1) await t.call(ApiPaths.login, wrong);
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await t.call(ApiPaths.login, wrong)).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    expect((await t.call(ApiPaths.login, { email: user.email, password: PASSWORD })).r).toBe(0);
    for (let i = 0; i < 4; i += 1) await t.call(ApiPaths.login, wrong);
    expect((await t.call(ApiPaths.login, { email: user.email, password: PASSWORD })).r).toBe(0);
  });

  it('refuses malformed input and writes nothing', async () => {
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.login, { email: 'a@b.co' })).d).toMatchObject({ field: 'password' });
    expect((await t.call(ApiPaths.login, { email: 'a@b.co', password: 'x'.repeat(129) })).d).toMatchObject({ field: 'password' });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/account/logout', () => {
  it('revokes the token it is sent with, and only that one', async () => {
    const user = await signUp(t);
    const other = await login(t, user.email);
    const answer = await t.call(ApiPaths.logout, {}, { token: user.token });
    expect(answer).toMatchObject({ r: 0, d: null });
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.logout, {}, { token: user.token })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.currency, {}, { token: other.token })).r).toBe(0);
  });

  it('answers SESSION_INVALID without a token', async () => {
    expect((await t.call(ApiPaths.logout, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('keeps a session until its expiry and refuses it from then on', async () => {
    const user = await signUp(t);
    t.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(0);
    t.clock.advance(1_000);
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('sessionUserOf (the site server: a signed-in visitor\'s canary bucket)', () => {
  it('names the account of a live token, and nobody once it is revoked or for a token it never gave', async () => {
    const user = await signUp(t);
    const account = await t.app.sessionUserOf(user.token);
    expect(account).toMatchObject({ email: user.email, id: expect.any(Number) });
    expect(await t.app.sessionUserOf((await login(t, user.email)).token)).toMatchObject({ id: account?.id });
    await t.call(ApiPaths.logout, {}, { token: user.token });
    expect(await t.app.sessionUserOf(user.token)).toBeNull();
    expect(await t.app.sessionUserOf('never-given')).toBeNull();
    expect(await t.app.sessionUserOf('x'.repeat(200))).toBeNull();
  });
});

describe('/account/subscribe', () => {
  it('subscribes a guest e-mail; an account with that e-mail then reads subscribed', async () => {
    const user = await signUp(t);
    const answer = await t.call(ApiPaths.subscribe, { email: user.email.toUpperCase(), isReceiveInfo: true });
    expect(answer).toMatchObject({ r: 0, d: { subscribed: true } });
    expect((await login(t, user.email)).subscribed).toBe(true);
    // Subscribing again updates the choice.
    expect((await t.call(ApiPaths.subscribe, { email: user.email, isReceiveInfo: false })).r).toBe(0);
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ receive_info: boolean }>('SELECT receive_info FROM subscriptions WHERE email = $1', [user.email]),
    );
    expect(rows).toEqual([{ receive_info: false }]);
  });

  it('refuses an invalid e-mail and malformed input, writing nothing', async () => {
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.subscribe, { email: 'x@', isReceiveInfo: true })).r).toBe(ErrorCode.INVALID_EMAIL);
    expect((await t.call(ApiPaths.subscribe, { email: uniqueEmail() })).d).toMatchObject({ field: 'isReceiveInfo' });
    expect(await t.fingerprint()).toEqual(before);
  });
});
