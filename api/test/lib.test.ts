import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifySchemaValidationError } from 'fastify';
import { hashPassword, verifyPassword } from '../src/lib/crypto';
import { decideLogin, type FailureState } from '../src/modules/account/lockout';
import { MessageKind } from '../src/modules/messages/constants';
import { fieldOf, nulField } from '../src/plugins/envelope';
import { parseLanguage, parseTimeZone, t } from '../src/plugins/i18n';
import { extractLinks } from '../src/plugins/mail';
import { loadConfig } from '../src/config';

const error = (instancePath: string, params: Record<string, unknown> = {}): FastifySchemaValidationError =>
  ({ instancePath, params, keyword: 'x', schemaPath: '#', message: 'x' }) as FastifySchemaValidationError;

describe('fieldOf', () => {
  it('names the offending field as a dotted path', () => {
    expect(fieldOf([error('/profile/name')])).toBe('profile.name');
    expect(fieldOf([error('/profile', { missingProperty: 'name' })])).toBe('profile.name');
    expect(fieldOf([error('', { additionalProperty: 'admin' })])).toBe('admin');
    expect(fieldOf([error('/a~1b')])).toBe('a/b');
    expect(fieldOf([error('')])).toBe('body');
    expect(fieldOf(undefined)).toBe('body');
  });
});

describe('nulField', () => {
  it('names the first string or key holding a NUL character', () => {
    expect(nulField({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(nulField({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulField('\u0000')).toBe('body');
    expect(nulField({ a: 'fine', n: 1, t: true, z: null })).toBeNull();
  });
});

describe('request language and time zone', () => {
  it('maps the language header to a supported language', () => {
    expect(parseLanguage('ko-KR')).toBe('ko-KR');
    expect(parseLanguage('ko')).toBe('ko-KR');
    expect(parseLanguage('zh-hans')).toBe('zh-Hans');
    expect(parseLanguage('fr-FR')).toBe('en-US');
    expect(parseLanguage(undefined)).toBe('en-US');
  });

  it('keeps only IANA time zones', () => {
    expect(parseTimeZone('Asia/Seoul')).toBe('Asia/Seoul');
    expect(parseTimeZone('Mars/Olympus')).toBeNull();
    expect(parseTimeZone('x'.repeat(100))).toBeNull();
  });
});

describe('server texts', () => {
  it('fills placeholders; Korean for ko-KR, English otherwise', () => {
    expect(t('ko-KR', 'mail', 'mailCode.subject', { code: '123456' })).toBe('FC 인증 코드: 123456');
    expect(t('zh-Hans', 'mail', 'mailCode.subject', { code: '123456' })).toBe('Your FC verification code: 123456');
    expect(t('en-US', 'mail', 'no.such.key')).toBe('no.such.key');
  });

  it('has the same keys in English and Korean', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix];
    const dir = path.join(__dirname, '../src/locales');
    for (const file of readdirSync(path.join(dir, 'en'))) {
      const read = (language: string) => JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as unknown;
      expect({ file, keys: keys(read('ko')).sort() }).toEqual({ file, keys: keys(read('en')).sort() });
    }
  });
});

describe('message kinds', () => {
  it.each(Object.values(MessageKind))('%s has a title, a summary and a body', (kind) => {
    for (const part of ['title', 'summary', 'body']) {
      expect(t('en-US', 'messages', `${kind}.${part}`)).not.toBe(`${kind}.${part}`);
    }
  });
});

describe('mail links', () => {
  it('finds absolute links in a text', () => {
    expect(extractLinks('Open\nhttps://fc.example/reset-password?u=a&c=b\nor http://x.y/z.')).toEqual([
      'https://fc.example/reset-password?u=a&c=b',
      'http://x.y/z.',
    ]);
  });
});

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const first = await hashPassword('secret123');
    const second = await hashPassword('secret123');
    expect(first).not.toBe(second);
    expect(await verifyPassword('secret123', first)).toBe(true);
    expect(await verifyPassword('secret124', first)).toBe(false);
    expect(await verifyPassword('secret123', 'plain')).toBe(false);
  });
});

describe('login failures', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const clean: FailureState = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };

  it('counts only wrong passwords, and the fifth locks the account for 15 minutes', () => {
    let state = clean;
    for (let i = 1; i <= 4; i += 1) {
      const decision = decideLogin(state, false, later(i));
      expect(decision).toEqual({ verdict: 'wrong', state: { failedLogins: i, failedWindowStart: later(1), lockedUntil: null } });
      state = decision.state;
    }
    const fifth = decideLogin(state, false, later(5));
    expect(fifth).toEqual({ verdict: 'wrong', state: { failedLogins: 0, failedWindowStart: null, lockedUntil: later(20) } });
    expect(decideLogin(fifth.state, true, later(19))).toEqual({ verdict: 'locked', state: fifth.state });
    expect(decideLogin(fifth.state, true, later(20))).toEqual({ verdict: 'right', state: clean });
  });

  it('never counts a right password, however many are decided at once', () => {
    let state = clean;
    for (let i = 0; i < 50; i += 1) {
      const decision = decideLogin(state, true, later(0));
      expect(decision.verdict).toBe('right');
      state = decision.state;
    }
    expect(state).toEqual(clean);
  });

  it('forgets the failures on a right password', () => {
    const four = { failedLogins: 4, failedWindowStart: later(0), lockedUntil: null };
    expect(decideLogin(four, true, later(1))).toEqual({ verdict: 'right', state: clean });
  });

  it('starts a new window after 15 minutes', () => {
    const old = { failedLogins: 4, failedWindowStart: start, lockedUntil: null };
    expect(decideLogin(old, false, later(15)).state).toEqual({ failedLogins: 1, failedWindowStart: later(15), lockedUntil: null });
  });
});

describe('configuration', () => {
  it('reads the environment, and options win', () => {
    const env = { DATABASE_URL: 'postgres://db/x', PORT: '9000', SMTP_URL: 'smtp://mail', RATE_LIMIT_AUTH_MAX: '7' };
    expect(loadConfig({}, env)).toMatchObject({
      database: { kind: 'postgres', url: 'postgres://db/x' },
      publicUrl: 'http://localhost:9000',
      smtpUrl: 'smtp://mail',
      production: false,
      rateLimit: { max: 600, authMax: 7, timeWindowMs: 60_000 },
    });
    expect(loadConfig({ pgliteDir: 'memory://', publicUrl: 'https://fc.example/' }, env)).toMatchObject({
      database: { kind: 'pglite', dataDir: 'memory://' },
      publicUrl: 'https://fc.example',
    });
    expect(loadConfig({}, { PGLITE_DIR: '/tmp/x', RATE_LIMIT: 'off', NODE_ENV: 'production', SMTP_URL: 'smtp://mail' })).toMatchObject({
      database: { kind: 'pglite', dataDir: '/tmp/x' },
      rateLimit: false,
      production: true,
    });
    expect(loadConfig({}, {}).database).toEqual({ kind: 'pglite', dataDir: path.resolve(__dirname, '../../.data/pglite') });
  });

  it('bounds the public live streams: opens per address a minute, streams per process (issue 27)', () => {
    expect(loadConfig({}, {})).toMatchObject({ rateLimit: { streamMax: 300 }, publicStreams: { max: 5_000 } });
    // What a load test opening 2,000 streams from one address sets.
    const bench = { RATE_LIMIT_STREAM_MAX: '2500', PUBLIC_STREAM_MAX: '3000' };
    expect(loadConfig({}, bench)).toMatchObject({ rateLimit: { max: 600, streamMax: 2_500 }, publicStreams: { max: 3_000 } });
    expect(loadConfig({ publicStreamMax: 2 }, bench).publicStreams).toEqual({ max: 2 });
    expect(loadConfig({}, { PUBLIC_STREAM_MAX: 'many' }).publicStreams).toEqual({ max: 5_000 });
  });

  it('reads SECRET_KEY as 32 bytes in hex or base64, and refuses to start with anything else', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({}, { SECRET_KEY: key.toString('hex') }).secretKey).toEqual(key);
    expect(loadConfig({}, { SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
    expect(loadConfig({}, { SECRET_KEY: key.toString('base64url') }).secretKey).toEqual(key);
    expect(loadConfig({}, {}).secretKey).toBeNull();
    for (const wrong of ['short', Buffer.alloc(16).toString('hex'), Buffer.alloc(33).toString('base64'), 'z'.repeat(64)]) {
      expect(() => loadConfig({}, { SECRET_KEY: wrong })).toThrow(/SECRET_KEY/);
    }
  });

  it('creates the demo data outside production, in production only with SEED_DEMO=1', () => {
    expect(loadConfig({}, {}).seed).toBe(true);
    expect(loadConfig({}, { SEED_DEMO: '0' }).seed).toBe(false);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail' };
    expect(loadConfig({}, production).seed).toBe(false);
    expect(loadConfig({}, { ...production, SEED_DEMO: '1' }).seed).toBe(true);
    expect(loadConfig({ seed: true }, production).seed).toBe(true);
  });

  it('refuses to start in production without SMTP_URL (mails would go nowhere)', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow('SMTP_URL must be set in production');
    expect(loadConfig({}, {}).smtpUrl).toBeNull();
  });
});
