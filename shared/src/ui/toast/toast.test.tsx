import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n/i18n';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './toast';

function SaveButton() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Profile saved')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('The price is too low')}>
        Sell
      </button>
    </>
  );
}

function renderWithToasts() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <SaveButton />
    </ToastProvider>,
  );
  return { user, region: screen.getByRole('region', { name: 'Notifications' }) };
}

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a toast in a live region and removes it after a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Profile saved');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success));
    expect(region).not.toHaveTextContent('Profile saved');
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('keeps an error until it is dismissed', async () => {
    const { user, region } = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(region).toHaveTextContent('The price is too low');

    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(region).not.toHaveTextContent('The price is too low');
  });

  it('waits while the pointer is over it, then takes the time it had left', async () => {
    const { user, region } = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.success - 1000));

    await user.hover(screen.getByText('Profile saved'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('Profile saved');

    await user.unhover(screen.getByText('Profile saved'));
    act(() => jest.advanceTimersByTime(900));
    expect(region).toHaveTextContent('Profile saved');
    act(() => jest.advanceTimersByTime(100));
    expect(region).not.toHaveTextContent('Profile saved');
  });

  it('waits while the focus is in it, a toast arriving meanwhile too', async () => {
    let toast: ToastApi | undefined;
    const Capture = () => {
      toast = useToast();
      return null;
    };
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Capture />
        <SaveButton />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => void toast?.success('Profile saved'));
    act(() => within(region).getByRole('button', { name: 'Dismiss' }).focus());
    act(() => void toast?.info('Card listed'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('Profile saved');
    expect(region).toHaveTextContent('Card listed');

    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.info));
    expect(region).not.toHaveTextContent('Profile saved');
    expect(region).not.toHaveTextContent('Card listed');
  });
});
