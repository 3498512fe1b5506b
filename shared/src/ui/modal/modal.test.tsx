import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../i18n/i18n';
import { Modal } from './modal';

function Harness({ onClose, confirmCloses = false }: { onClose?: () => void; confirmCloses?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sell card
      </button>
      <Modal
        open={open}
        title="List for sale"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => confirmCloses && setOpen(false)}>
            Confirm
          </button>
        }
      >
        <label>
          Price <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Sell card' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'List for sale' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Sell card' }));

    await user.click(screen.getByRole('textbox', { name: 'Price' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog and has a localized close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sell card' }));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('is the native dialog, opened modal, so that the browser makes the page behind it inert', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sell card' }));
    const dialog = screen.getByRole('dialog', { name: 'List for sale' });
    // The inertness itself is the browser's: e2e/test/keyboard.e2e.test.ts checks it in Chromium.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
  });

  it('gives the focus back to the opener however it closes', async () => {
    const user = userEvent.setup();
    render(<Harness confirmCloses />);
    const opener = screen.getByRole('button', { name: 'Sell card' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('leaves a close request to the caller, which may keep it open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Modal open title="Opening the pack" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Opening the pack' });

    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog).toHaveAttribute('open');
  });

  it('answers Escape in a dialog opened from a dialog with the inner one only', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    function Nested() {
      const [asking, setAsking] = useState(false);
      return (
        <Modal open title="Sell" onClose={closeOuter}>
          <button type="button" onClick={() => setAsking(true)}>
            List
          </button>
          <Modal open={asking} title="Are you sure?" onClose={() => setAsking(false)}>
            <button type="button">Yes</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
  });
});
