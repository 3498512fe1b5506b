import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before it goes away by itself (`Infinity`: only when dismissed). */
  duration?: number;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastItem {
  id: string;
  tone: ToastTone;
  message: string;
}

/**
 * How long each tone stays by default. An error stays until dismissed: it is the one that needs reading, and nobody
 * should have to race it (WCAG 2.2.1). The others wait while the pointer is over the notifications or the focus is in
 * them.
 */
export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 4000, info: 5000, error: Number.POSITIVE_INFINITY };
const MAX_TOASTS = 4;

/** A toast's time left; running while `handle` is set, since `startedAt`. */
interface Countdown {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const countdowns = useRef(new Map<string, Countdown>());
  const hovered = useRef(false);
  const focused = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(countdowns.current.get(id)?.handle);
    countdowns.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  /** Stops every countdown while the notifications are hovered or focused, and starts them again after. */
  const syncCountdowns = useCallback(() => {
    const paused = hovered.current || focused.current;
    const now = Date.now();
    for (const [id, countdown] of countdowns.current) {
      if (paused && countdown.handle !== undefined) {
        clearTimeout(countdown.handle);
        countdown.handle = undefined;
        countdown.remaining -= now - countdown.startedAt;
      } else if (!paused && countdown.handle === undefined) {
        countdown.startedAt = now;
        countdown.handle = setTimeout(() => dismiss(id), Math.max(0, countdown.remaining));
      }
    }
  }, [dismiss]);

  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone) => (message: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => {
        const next = [...current, { id, tone, message }];
        // The oldest beyond the limit go, with their countdowns.
        for (const dropped of next.slice(0, -MAX_TOASTS)) {
          clearTimeout(countdowns.current.get(dropped.id)?.handle);
          countdowns.current.delete(dropped.id);
        }
        return next.slice(-MAX_TOASTS);
      });
      const duration = options.duration ?? TOAST_DURATION_MS[tone];
      if (Number.isFinite(duration)) {
        countdowns.current.set(id, { remaining: duration, startedAt: Date.now() });
        syncCountdowns();
      }
      return id;
    };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [dismiss, syncCountdowns]);

  // A toast dismissed from the keyboard takes the focus with it, without a blur event: nothing is focused in here then.
  useEffect(() => {
    if (focused.current && !listRef.current?.contains(document.activeElement)) {
      focused.current = false;
      syncCountdowns();
    }
  }, [toasts, syncCountdowns]);

  useEffect(() => {
    const pending = countdowns.current;
    return () => pending.forEach((countdown) => clearTimeout(countdown.handle));
  }, []);

  const onHover = (entered: boolean) => () => {
    hovered.current = entered;
    syncCountdowns();
  };
  const onFocus = () => {
    focused.current = true;
    syncCountdowns();
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    syncCountdowns();
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page, so that every toast added to it is announced. */}
      <div className={styles.region} role="region" aria-label={t('notifications')}>
        <ol
          ref={listRef}
          className={styles.list}
          aria-live="polite"
          aria-relevant="additions text"
          onMouseEnter={onHover(true)}
          onMouseLeave={onHover(false)}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {toasts.map((toast) => (
            <li key={toast.id} className={[styles.toast, styles[toast.tone]].join(' ')} data-tone={toast.tone}>
              <span className={styles.message}>{toast.message}</span>
              <button type="button" className={styles.dismiss} aria-label={t('dismiss')} onClick={() => dismiss(toast.id)}>
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </ToastContext.Provider>
  );
}

/** `toast.success(msg)`, `toast.error(msg)`, `toast.info(msg)`; needs a ToastProvider above (the shell has one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
