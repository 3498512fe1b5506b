import { act, render, screen } from '@testing-library/react';
import '../../i18n/i18n';
import { Countdown, CountdownTo } from './countdown';

describe('Countdown', () => {
  it('is a timer in the one countdown format, with a machine-readable duration', () => {
    render(<Countdown seconds={6 * 86_400 + 3 * 3600 + 4 * 60 + 5} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('6d 03:04:05');
    expect(timer).toHaveAttribute('datetime', 'P6DT3H4M5S');
  });
});

describe('CountdownTo', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down by the server\'s clock, whatever the device says, and calls onEnd once at 0', () => {
    const onEnd = jest.fn();
    // The server said it is 1,000 when the device's clock read now: 3 seconds to go.
    const clock = { now: 1_000, answeredAt: Date.now() };
    render(<CountdownTo at={1_003} clock={clock} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => {
      jest.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
