import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
}

const ICON: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** A message in the page. Errors and warnings are announced at once (role=alert), the others politely. */
export function Alert({ tone = 'info', title, onDismiss, className, children, ...rest }: AlertProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      {...rest}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICON[tone]}
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={t('dismiss')} onClick={onDismiss}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
