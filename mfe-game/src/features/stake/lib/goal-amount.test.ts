import { checkGoalAmount } from './goal-amount';

const GOAL = 10n ** 18n;

describe('checkGoalAmount', () => {
  it('accepts a positive amount within the balance, in base units', () => {
    expect(checkGoalAmount('1.5', 2n * GOAL)).toEqual({ ok: true, amount: (3n * GOAL) / 2n });
    expect(checkGoalAmount(' 2 ', 2n * GOAL)).toEqual({ ok: true, amount: 2n * GOAL });
  });

  it('refuses empty, malformed, zero and over-balance amounts', () => {
    expect(checkGoalAmount('', GOAL)).toEqual({ ok: false, reason: 'empty' });
    expect(checkGoalAmount('abc', GOAL)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkGoalAmount('-1', GOAL)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkGoalAmount('0.0000000000000000001', GOAL)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkGoalAmount('0', GOAL)).toEqual({ ok: false, reason: 'zero' });
    expect(checkGoalAmount('1.000000000000000001', GOAL)).toEqual({ ok: false, reason: 'overBalance' });
  });
});
