import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n/i18n';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Profile saved')}>
      Save
    </button>
  );
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
});
