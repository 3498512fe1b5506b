import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('is idle until started, and can be restarted', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(30);
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
  });
});
