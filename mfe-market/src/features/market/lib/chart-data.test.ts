import { priceLine, tmtNumber, volumeBars, volumeTotal } from './chart-data';

const TMT = 10n ** 18n;

describe('the price chart data', () => {
  it('turns base units into TMT to 4 decimals without losing the whole part', () => {
    expect(tmtNumber((12n * TMT + 5n * 10n ** 17n).toString())).toBe(12.5);
    expect(tmtNumber((9_999_999n * TMT + 1234n * 10n ** 14n).toString())).toBe(9_999_999.1234);
    // Below the shown precision is dropped, not rounded up.
    expect(tmtNumber('99999999999999')).toBe(0);
  });

  it('maps sales to one point a second, oldest first, the later sale of a second kept', () => {
    const line = priceLine([
      { at: 300, price: (30n * TMT).toString() },
      { at: 100, price: (10n * TMT).toString() },
      { at: 300, price: (31n * TMT).toString() },
      { at: 200, price: (20n * TMT).toString() },
    ]);
    expect(line).toEqual([
      { time: 100, value: 10 },
      { time: 200, value: 20 },
      { time: 300, value: 31 },
    ]);
  });

  it('puts each day of sales at that UTC midnight, in order, and sums the volume', () => {
    const volume = [
      { day: '2026-11-22', sales: 3, amount: (90n * TMT).toString() },
      { day: '2026-11-20', sales: 1, amount: (15n * TMT).toString() },
    ];
    expect(volumeBars(volume)).toEqual([
      { time: Date.UTC(2026, 10, 20) / 1000, value: 1 },
      { time: Date.UTC(2026, 10, 22) / 1000, value: 3 },
    ]);
    expect(volumeTotal(volume)).toBe(105n * TMT);
  });
});
