import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before it goes away by itself. */
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

/** Errors stay longer: they are usually the ones that need reading. */
export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 4000, info: 5000, error: 8000 };
const MAX_TOASTS = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone) => (message: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, tone, message }].slice(-MAX_TOASTS));
      timers.current.set(id, setTimeout(() => dismiss(id), options.duration ?? TOAST_DURATION_MS[tone]));
      return id;
    };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page, so that every toast added to it is announced. */}
      <div className={styles.region} role="region" aria-label={t('notifications')}>
        <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
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
