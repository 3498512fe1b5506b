import { ApiPaths, ErrorCode } from '@fc/shared/contracts';
import * as crypto from '../src/lib/crypto';
import { createTestApp, type TestApp } from './helpers/build-app';
import { PASSWORD, signUp, uniqueEmail } from './helpers/users';

// Counts the scrypt checks behind each login; the real function still runs.
jest.mock('../src/lib/crypto', () => {
  const actual = jest.requireActual<typeof import('../src/lib/crypto')>('../src/lib/crypto');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPassword = crypto.verifyPassword as jest.MockedFunction<typeof crypto.verifyPassword>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('an unknown e-mail costs a login as much as a wrong password', () => {
  it('checks the password against a scrypt hash of the same strength', async () => {
    const user = await signUp(t);
    verifyPassword.mockClear();
    expect((await t.call(ApiPaths.login, { email: user.email, password: 'wrong123' })).r).toBe(ErrorCode.ACCOUNT_OR_PASSWORD_INCORRECT);
    expect((await t.call(ApiPaths.login, { email: uniqueEmail(), password: PASSWORD })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    const [known, unknown] = verifyPassword.mock.calls.map(([, stored]) => stored.split('$').slice(0, 4).join('$'));
    expect(unknown).toBe(known);
  });

  it('answers in about the same time (medians of interleaved runs)', async () => {
    const user = await signUp(t);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      wrong.push(await elapsedMs(() => t.call(ApiPaths.login, { email: user.email, password: `wrong${i}x` })));
      unknown.push(await elapsedMs(() => t.call(ApiPaths.login, { email: uniqueEmail(), password: PASSWORD })));
      // Stay under the lockout: a right password forgets the failures.
      if (i % 3 === 2) await t.call(ApiPaths.login, { email: user.email, password: PASSWORD });
    }
    // Without the dummy hash the ratio is below 0.1 (a lookup against scrypt); generous bounds for a busy machine.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
  });
});
