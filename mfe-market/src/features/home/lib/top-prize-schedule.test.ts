import { clockText, nextPayoutAt, secondsToNextPayout } from './top-prize-schedule';

const at = (iso: string) => Date.parse(iso);

describe('TopPrize schedule', () => {
  it('pays on every half hour (UTC), the next one strictly after now', () => {
    expect(new Date(nextPayoutAt(at('2026-11-23T16:07:12.400Z'))).toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(new Date(nextPayoutAt(at('2026-11-23T16:30:00.000Z'))).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(new Date(nextPayoutAt(at('2026-11-23T23:59:59.999Z'))).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('counts whole seconds down to it, from 30 minutes to 1 second', () => {
    expect(secondsToNextPayout(at('2026-11-23T16:00:00.000Z'))).toBe(1800);
    expect(secondsToNextPayout(at('2026-11-23T16:29:59.000Z'))).toBe(1);
    expect(secondsToNextPayout(at('2026-11-23T16:29:59.500Z'))).toBe(1);
    expect(secondsToNextPayout(at('2026-11-23T16:07:12.400Z'))).toBe(1368);
  });

  it('shows minutes and seconds, and hours when there are some', () => {
    expect(clockText(1368)).toBe('22:48');
    expect(clockText(5)).toBe('00:05');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-3)).toBe('00:00');
  });
});
