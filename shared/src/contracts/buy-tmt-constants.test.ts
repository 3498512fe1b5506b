import { buyTmtAmountProblem, formatTmtRate, parseTmtRate, quoteBuyTmt, tmtForUsd, usdForTmt } from './buy-tmt-constants';
import { toBaseUnits } from './money';

const usd = (whole: string) => toBaseUnits('USD', whole);
const tmt = (whole: string) => toBaseUnits('TMT', whole);

describe('the TMT rate', () => {
  it('reads a decimal of USD per TMT into millionths, and refuses anything else', () => {
    expect(parseTmtRate('0.10')).toBe(100_000n);
    expect(parseTmtRate('0.1')).toBe(100_000n);
    expect(parseTmtRate('2')).toBe(2_000_000n);
    expect(parseTmtRate('0.000001')).toBe(1n);
    expect([100_000n, 2_000_000n, 1n, 1_234_500n].map(formatTmtRate)).toEqual(['0.1', '2', '0.000001', '1.2345']);
    for (const bad of ['0', '0.0', '-1', '1e-1', '0.0000001', '.1', '01', ' 0.1', 'abc', '']) expect(parseTmtRate(bad)).toBeNull();
  });
});

describe('the price of TMT', () => {
  const rate = 100_000n; // 0.10 USD per TMT

  it('gives 10 TMT per USD at 0.10, both ways', () => {
    expect(tmtForUsd(usd('10'), rate)).toBe(tmt('100'));
    expect(usdForTmt(tmt('100'), rate)).toBe(usd('10'));
    expect(quoteBuyTmt({ currency: 'USD', amount: usd('12.34') }, rate)).toEqual({ usd: usd('12.34'), tmt: tmt('123.4') });
    expect(quoteBuyTmt({ currency: 'TMT', amount: tmt('250') }, rate)).toEqual({ usd: usd('25'), tmt: tmt('250') });
  });

  it('charges the next cent for TMT between cents, and credits what that cent buys', () => {
    expect(quoteBuyTmt({ currency: 'TMT', amount: tmt('100.05') }, rate)).toEqual({ usd: usd('10.01'), tmt: tmt('100.1') });
  });

  it('rounds the TMT down at a rate that does not divide (0.07 USD per TMT)', () => {
    const odd = 70_000n;
    const quote = quoteBuyTmt({ currency: 'USD', amount: usd('10') }, odd);
    // 10 / 0.07 = 142.857142857142857142857…
    expect(quote.tmt).toBe(142_857_142_857_142_857_142n);
    // Asking for exactly that TMT costs the same 10 USD and credits it again.
    expect(quoteBuyTmt({ currency: 'TMT', amount: quote.tmt }, odd)).toEqual(quote);
    // Asking for a whole 100 TMT costs 7 USD and credits at least 100 TMT.
    const hundred = quoteBuyTmt({ currency: 'TMT', amount: tmt('100') }, odd);
    expect(hundred.usd).toBe(usd('7'));
    expect(hundred.tmt >= tmt('100')).toBe(true);
  });

  it('allows 10 to 1,000 USD an order', () => {
    expect(buyTmtAmountProblem({ usd: usd('10'), tmt: tmt('100') })).toBeNull();
    expect(buyTmtAmountProblem({ usd: usd('1000'), tmt: tmt('10000') })).toBeNull();
    expect(buyTmtAmountProblem({ usd: usd('9.99'), tmt: tmt('99.9') })).toBe('BUY_TMT_AMOUNT_INVALID');
    expect(buyTmtAmountProblem({ usd: usd('1000.01'), tmt: tmt('10000.1') })).toBe('BUY_TMT_AMOUNT_INVALID');
    expect(buyTmtAmountProblem({ usd: usd('10'), tmt: 0n })).toBe('BUY_TMT_AMOUNT_INVALID');
  });
});
