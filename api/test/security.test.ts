import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ApiPaths, ErrorCode, type GenGoogleSecretResponse } from '@fc/shared/contracts';
import { ensureAppSecret } from '../src/modules/system/repository';
import { createSecretBox } from '../src/lib/crypto';
import { totpCode } from '../src/modules/security/service';
import { createTestApp, type TestApp } from './helpers/build-app';
import { outbox, signUp, type SignedInUser } from './helpers/users';

const STEP_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (user: SignedInUser, path: string, body: unknown = {}, lang?: string) => t.call(path, body, { token: user.token, lang });

async function bind(user: SignedInUser): Promise<string> {
  const generated = await as(user, ApiPaths.genGoogleSecret);
  const { secret } = generated.d as GenGoogleSecretResponse;
  expect((await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(0);
  return secret;
}

async function mailCode(user: SignedInUser, purpose = 'unbind2fa'): Promise<string> {
  expect((await as(user, ApiPaths.genMailCode, { purpose })).r).toBe(0);
  const code = /\b(\d{6})\b/.exec((await outbox(t, user.email))[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

describe('/player/genGoogleSecret and /player/verifyGoogleCode', () => {
  it('returns a secret with an otpauth URI, and binds it with a valid code', async () => {
    const user = await signUp(t);
    const answer = await as(user, ApiPaths.genGoogleSecret);
    expect(answer.r).toBe(0);
    const { secret, otpauthUri } = answer.d as GenGoogleSecretResponse;
    // 160 bits (RFC 4226's recommended length), base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/FC:${encodeURIComponent(user.email)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=FC`);
    expect((await as(user, ApiPaths.settingInfo)).d).toMatchObject({ google2fa: false });

    expect(await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).toMatchObject({
      r: 0,
      d: { google2fa: true },
    });
    expect((await as(user, ApiPaths.settingInfo)).d).toMatchObject({ google2fa: true });
  });

  it('accepts one step of clock drift, not two', async () => {
    const user = await signUp(t);
    const { secret } = (await as(user, ApiPaths.genGoogleSecret)).d as GenGoogleSecretResponse;
    const now = t.clock.now().getTime();
    const twoStepsOld = totpCode(secret, new Date(now - 2 * STEP_MS));
    const oneStepOld = totpCode(secret, new Date(now - STEP_MS));
    if (twoStepsOld !== oneStepOld && twoStepsOld !== totpCode(secret, new Date(now))) {
      expect((await as(user, ApiPaths.verifyGoogleCode, { code: twoStepsOld })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    }
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: oneStepOld })).r).toBe(0);
  });

  it('keeps only the newest generated secret', async () => {
    const user = await signUp(t);
    const first = (await as(user, ApiPaths.genGoogleSecret)).d as GenGoogleSecretResponse;
    const second = (await as(user, ApiPaths.genGoogleSecret)).d as GenGoogleSecretResponse;
    expect(second.secret).not.toBe(first.secret);
    const staleCode = totpCode(first.secret, t.clock.now());
    if (staleCode !== totpCode(second.secret, t.clock.now())) {
      expect((await as(user, ApiPaths.verifyGoogleCode, { code: staleCode })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    }
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(second.secret, t.clock.now()) })).r).toBe(0);
  });

  it('answers INVALID_GOOGLE_CODE, GOOGLE_2FA_REQUIRED and GOOGLE_2FA_ALREADY_BOUND', async () => {
    const user = await signUp(t);
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: '123456' })).r).toBe(ErrorCode.GOOGLE_2FA_REQUIRED);
    const { secret } = (await as(user, ApiPaths.genGoogleSecret)).d as GenGoogleSecretResponse;
    const wrong = totpCode(secret, t.clock.now()) === '000000' ? '111111' : '000000';
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: wrong })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: 'abcdef' })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(0);
    expect((await as(user, ApiPaths.genGoogleSecret)).r).toBe(ErrorCode.GOOGLE_2FA_ALREADY_BOUND);
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(ErrorCode.GOOGLE_2FA_ALREADY_BOUND);
  });

  it('refuses malformed input', async () => {
    const user = await signUp(t);
    expect((await as(user, ApiPaths.verifyGoogleCode, {})).d).toMatchObject({ field: 'code' });
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: 123456 })).d).toMatchObject({ field: 'code' });
    expect((await as(user, ApiPaths.genGoogleSecret, { secret: 'mine' })).d).toMatchObject({ field: 'secret' });
  });
});

describe('/player/genMailCode', () => {
  it('mails a 6-digit code for the purpose, in the request language', async () => {
    const user = await signUp(t);
    const answer = await as(user, ApiPaths.genMailCode, { purpose: 'withdraw' }, 'ko-KR');
    expect(answer).toMatchObject({ r: 0, d: { f: `${user.email.slice(0, 2)}***@example.com`, resendAfter: 60 } });
    const [mail] = await outbox(t, user.email);
    expect(mail?.subject).toMatch(/^FC 인증 코드: \d{6}$/);
    expect(mail?.text).toContain('출금');
  });

  it('answers RESEND_TOO_SOON within 60 s, per purpose', async () => {
    const user = await signUp(t);
    await mailCode(user, 'withdraw');
    const again = await as(user, ApiPaths.genMailCode, { purpose: 'withdraw' });
    expect(again).toMatchObject({ r: ErrorCode.RESEND_TOO_SOON, d: { retryAfter: 60 } });
    expect((await as(user, ApiPaths.genMailCode, { purpose: 'unbind2fa' })).r).toBe(0);
    t.clock.advance(60_000);
    expect((await as(user, ApiPaths.genMailCode, { purpose: 'withdraw' })).r).toBe(0);
  });

  it('refuses an unknown purpose, writing nothing', async () => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    expect((await as(user, ApiPaths.genMailCode, { purpose: 'anything' })).d).toMatchObject({ field: 'purpose' });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('stored e-mail codes', () => {
  const storedHash = async (userId: number) => {
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ code_hash: string; purpose: string }>(
        "SELECT code_hash, purpose FROM verification_codes WHERE user_id = $1 AND purpose LIKE 'mail:%' ORDER BY id DESC LIMIT 1",
        [userId],
      ),
    );
    if (!rows[0]) throw new Error('no code stored');
    return rows[0];
  };

  it('are an HMAC keyed with the secret kept in app_secrets, not a plain hash', async () => {
    const user = await signUp(t);
    const code = await mailCode(user);
    const { code_hash: stored, purpose } = await storedHash(user.userId);
    const message = `${purpose}:${user.userId}:${code}`;
    expect(stored).not.toBe(createHash('sha256').update(message).digest('hex'));
    const secrets = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ name: string; value: string }>("SELECT name, value FROM app_secrets WHERE name = 'mail_code_hmac'"),
    );
    expect(secrets).toEqual([{ name: 'mail_code_hmac', value: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(stored).toBe(createHmac('sha256', secrets[0]?.value ?? '').update(message).digest('hex'));
  });

  it('use CODE_SECRET when it is set', async () => {
    const previous = process.env.CODE_SECRET;
    process.env.CODE_SECRET = 'a-secret-from-the-environment';
    const other = await createTestApp().finally(() => {
      if (previous === undefined) delete process.env.CODE_SECRET;
      else process.env.CODE_SECRET = previous;
    });
    try {
      const user = await signUp(other);
      expect((await other.call(ApiPaths.genMailCode, { purpose: 'withdraw' }, { token: user.token })).r).toBe(0);
      const code = /\b(\d{6})\b/.exec((await outbox(other, user.email))[0]?.text ?? '')?.[1];
      const rows = await other.app.dbHandle.rawTransaction((raw) =>
        raw.query<{ code_hash: string }>("SELECT code_hash FROM verification_codes WHERE user_id = $1 AND purpose = 'mail:withdraw'", [user.userId]),
      );
      expect(rows[0]?.code_hash).toBe(createHmac('sha256', 'a-secret-from-the-environment').update(`mail:withdraw:${user.userId}:${code}`).digest('hex'));
    } finally {
      await other.close();
    }
  });

  it('keep the generated secret across restarts (it is created once)', async () => {
    const [before] = await t.app.dbHandle.rawTransaction((raw) => raw.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'mail_code_hmac'"));
    expect(await ensureAppSecret(t.app.db, 'mail_code_hmac')).toBe(before?.value);
    expect(await ensureAppSecret(t.app.db, 'mail_code_hmac')).toBe(before?.value);
  });
});

describe('stored authenticator secrets', () => {
  const storedSecrets = async (app: TestApp, userId: number) => {
    const [row] = await app.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ secret: string | null; pending_secret: string | null }>('SELECT secret, pending_secret FROM google_authenticators WHERE user_id = $1', [
        userId,
      ]),
    );
    if (!row) throw new Error('no authenticator stored');
    return row;
  };

  /** Unbinding needs the stored secret: it proves the server can still read it. */
  const unbind = async (app: TestApp, user: SignedInUser, secret: string) => {
    expect((await app.call(ApiPaths.genMailCode, { purpose: 'unbind2fa' }, { token: user.token })).r).toBe(0);
    const emailCode = /\b(\d{6})\b/.exec((await outbox(app, user.email))[0]?.text ?? '')?.[1];
    app.clock.advance(STEP_MS);
    const googleCode = totpCode(secret, app.clock.now());
    return app.call(ApiPaths.unbindGoogle2FA, { googleCode, emailCode }, { token: user.token });
  };

  it('are sealed (AES-256-GCM, bound to the account), pending or bound, never kept in clear', async () => {
    const user = await signUp(t);
    const { secret } = (await as(user, ApiPaths.genGoogleSecret)).d as GenGoogleSecretResponse;
    const pending = await storedSecrets(t, user.userId);
    expect(pending.pending_secret).toMatch(/^v1\./);
    expect(pending.pending_secret).not.toContain(secret);
    expect((await as(user, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(0);
    const bound = await storedSecrets(t, user.userId);
    expect(bound.secret).toMatch(/^v1\./);
    expect(bound.secret).not.toContain(secret);
    expect(bound.secret).not.toBe(pending.pending_secret);
  });

  it('still verify after a restart over the same database', async () => {
    let app = await createTestApp({ persistent: true });
    try {
      const user = await signUp(app);
      const generated = await app.call<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, { token: user.token });
      expect((await app.call(ApiPaths.verifyGoogleCode, { code: totpCode(generated.d.secret, app.clock.now()) }, { token: user.token })).r).toBe(0);
      app = await app.restart();
      expect(await unbind(app, user, generated.d.secret)).toMatchObject({ r: 0, d: { google2fa: false } });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('stored in clear by an earlier version are sealed at start and keep working', async () => {
    let app = await createTestApp({ persistent: true });
    try {
      const user = await signUp(app);
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await app.app.dbHandle.rawTransaction((raw) =>
        raw.query('INSERT INTO google_authenticators (user_id, secret, bound_at, updated_at) VALUES ($1, $2, now(), now())', [user.userId, secret]),
      );
      app = await app.restart();
      const stored = await storedSecrets(app, user.userId);
      expect(stored.secret).toMatch(/^v1\./);
      expect(stored.secret).not.toContain(secret);
      expect(await unbind(app, user, secret)).toMatchObject({ r: 0, d: { google2fa: false } });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('use SECRET_KEY when it is set, and no key is kept in the database then', async () => {
    const key = randomBytes(32);
    const previous = process.env.SECRET_KEY;
    process.env.SECRET_KEY = key.toString('base64');
    const other = await createTestApp().finally(() => {
      if (previous === undefined) delete process.env.SECRET_KEY;
      else process.env.SECRET_KEY = previous;
    });
    try {
      const user = await signUp(other);
      const { secret } = (await other.call<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, { token: user.token })).d;
      const stored = await storedSecrets(other, user.userId);
      expect(createSecretBox(key).open(stored.pending_secret ?? '', `google_authenticators:${user.userId}`)).toBe(secret);
      expect(() => createSecretBox(randomBytes(32)).open(stored.pending_secret ?? '', `google_authenticators:${user.userId}`)).toThrow();
      expect(() => createSecretBox(key).open(stored.pending_secret ?? '', `google_authenticators:${user.userId + 1}`)).toThrow();
      const names = await other.app.dbHandle.rawTransaction((raw) => raw.query<{ name: string }>('SELECT name FROM app_secrets'));
      expect(names.map((row) => row.name)).not.toContain('secret_box_key');
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('/player/unbindGoogle2FA', () => {
  it('unbinds with a Google code and an e-mail code', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    const emailCode = await mailCode(user);
    t.clock.advance(STEP_MS);
    const answer = await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode });
    expect(answer).toMatchObject({ r: 0, d: { google2fa: false } });
    expect((await as(user, ApiPaths.settingInfo)).d).toMatchObject({ google2fa: false });
    // A new secret can be generated again.
    expect((await as(user, ApiPaths.genGoogleSecret)).r).toBe(0);
  });

  it('answers GOOGLE_2FA_REQUIRED when nothing is bound', async () => {
    const user = await signUp(t);
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: '123456', emailCode: '123456' })).r).toBe(ErrorCode.GOOGLE_2FA_REQUIRED);
  });

  it('refuses the code used to bind (no replay); the e-mail code, one try used, still works', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    const emailCode = await mailCode(user);
    const replayed = await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode });
    expect(replayed.r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    t.clock.advance(STEP_MS);
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode })).r).toBe(0);
  });

  it('answers INVALID_EMAIL_CODE to a wrong, expired or used code', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    t.clock.advance(STEP_MS);
    const googleCode = () => totpCode(secret, t.clock.now());
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: googleCode(), emailCode: '123456' })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
    const emailCode = await mailCode(user);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: googleCode(), emailCode })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
    const fresh = await mailCode(user);
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: googleCode(), emailCode: fresh })).r).toBe(0);
    await bind(user);
    t.clock.advance(STEP_MS);
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: googleCode(), emailCode: fresh })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
  });

  it('spends the e-mail code after 5 wrong tries', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    t.clock.advance(STEP_MS);
    const emailCode = await mailCode(user);
    const wrong = emailCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode: wrong })).r).toBe(
        ErrorCode.INVALID_EMAIL_CODE,
      );
    }
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode })).r).toBe(
      ErrorCode.INVALID_EMAIL_CODE,
    );
    expect((await as(user, ApiPaths.settingInfo)).d).toMatchObject({ google2fa: true });
  });

  it('counts a wrong Google code against the e-mail code: 5 wrong tries in all spend it', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    t.clock.advance(STEP_MS);
    const emailCode = await mailCode(user);
    const right = totpCode(secret, t.clock.now());
    const wrongGoogle = right === '000000' ? '111111' : '000000';
    const wrongEmail = emailCode === '000000' ? '111111' : '000000';
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: right, emailCode: wrongEmail })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
    for (let i = 0; i < 4; i += 1) {
      expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: wrongGoogle, emailCode })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
    }
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: right, emailCode })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
    expect((await as(user, ApiPaths.settingInfo)).d).toMatchObject({ google2fa: true });
  });

  it('bounds Google code guesses sent all at once', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    t.clock.advance(STEP_MS);
    const emailCode = await mailCode(user);
    const now = t.clock.now().getTime();
    const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, new Date(now + steps * STEP_MS))));
    const guesses = Array.from({ length: 100 }, (_, i) => String(100_000 + i)).filter((code) => !valid.has(code)).slice(0, 12);
    const answers = await Promise.all(guesses.map((googleCode) => as(user, ApiPaths.unbindGoogle2FA, { googleCode, emailCode })));
    const codes = answers.map((answer) => answer.r);
    expect(codes.filter((code) => code === ErrorCode.INVALID_GOOGLE_CODE)).toHaveLength(5);
    expect(codes.filter((code) => code === ErrorCode.INVALID_EMAIL_CODE)).toHaveLength(7);
  });

  it('only accepts a code sent for unbind2fa', async () => {
    const user = await signUp(t);
    const secret = await bind(user);
    t.clock.advance(STEP_MS);
    const withdrawCode = await mailCode(user, 'withdraw');
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: totpCode(secret, t.clock.now()), emailCode: withdrawCode })).r).toBe(
      ErrorCode.INVALID_EMAIL_CODE,
    );
  });

  it('refuses malformed input, writing nothing', async () => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: '123456' })).d).toMatchObject({ field: 'emailCode' });
    expect((await as(user, ApiPaths.unbindGoogle2FA, { googleCode: '1'.repeat(40), emailCode: '1' })).d).toMatchObject({ field: 'googleCode' });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('signed-in only', () => {
  it.each([ApiPaths.genGoogleSecret, ApiPaths.verifyGoogleCode, ApiPaths.unbindGoogle2FA, ApiPaths.genMailCode])(
    '%s answers SESSION_INVALID to guests',
    async (path) => {
      expect((await t.call(path, {})).r).toBe(ErrorCode.SESSION_INVALID);
    },
  );
});
