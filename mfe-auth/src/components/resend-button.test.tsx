import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../test/render';
import { ResendButton } from './resend-button';
import { useCountdown } from '@fc/shared/ui';

function Harness({ seconds, pending = false, onClick }: { seconds: number; pending?: boolean; onClick: () => void }) {
  const cooldown = useCountdown(seconds);
  return (
    <ResendButton cooldown={cooldown} pending={pending} onClick={onClick} data-testid="resend">
      Send again
    </ResendButton>
  );
}

describe('ResendButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the cooldown down, then offers to send again', () => {
    const onClick = jest.fn();
    renderPage(<Harness seconds={2} onClick={onClick} />, { path: '/' });
    const button = screen.getByTestId('resend');
    expect(button).toHaveTextContent('Resend in 2 s');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 1 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Send again');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is off while the request runs', () => {
    renderPage(<Harness seconds={0} pending onClick={jest.fn()} />, { path: '/' });
    expect(screen.getByTestId('resend')).toBeDisabled();
    expect(screen.getByTestId('resend')).toHaveAttribute('aria-busy', 'true');
  });
});
