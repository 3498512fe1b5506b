import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Set false for dialogs that must be answered (Escape still closes). */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog: the native `<dialog>` opened with showModal(), so the browser makes the page behind it inert and
 * keeps it on top. Focus moves to the first field and goes back to the opener when it closes; Tab cycles inside;
 * Escape (or any close request) and a click on the backdrop ask `onClose` — the caller's `open` decides.
 */
export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({ onClose, title, children, footer, size = 'md', closeOnBackdrop = true, className }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before paint: a <dialog> that is not open yet is not shown at all.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
    (focusables(body ?? dialog)[0] ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // React runs this before it takes the dialog out of the page, while everything else is still inert: closed
      // first, the page can take the focus back.
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Events of a dialog opened from inside this one reach here through React's tree: they are not this one's.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser's `cancel`, so that the caller decides and Escape never closes
      // the dialog under the caller's feet.
      event.preventDefault();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      // The page behind is inert, but Tab would still leave for the browser's own controls: it cycles instead.
      const items = focusables(event.currentTarget);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // Other close requests (a phone's back gesture): the caller decides.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  // The browser closed it anyway (it may refuse to cancel a repeated close request): the caller is told. Not when it
  // is open again by then (StrictMode runs the effect above twice: close, then showModal).
  const onNativeClose = () => {
    if (!dialogRef.current?.open) onCloseRef.current();
  };

  // The dialog element covers the viewport and draws the backdrop; the panel inside is what one sees as the dialog.
  const onBackdropDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    // Only a press that starts and ends on the backdrop closes (not a text selection dragged out of the dialog).
    if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.backdrop}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body} data-modal-body>
          {children}
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
