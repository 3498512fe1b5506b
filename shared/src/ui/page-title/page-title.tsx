import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-title.module.css';

export interface PageTitleProps {
  /** The heading; when it is plain text it also becomes the document title. */
  children: ReactNode;
  /** The document title when `children` is not plain text (or should differ). */
  documentTitle?: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  className?: string;
}

/** The page's h1; also sets `document.title` ("<title> · <app name>") and restores the previous one when it goes. */
export function PageTitle({ children, documentTitle, subtitle, actions, className }: PageTitleProps) {
  const { t } = useTranslation('common');
  const text = documentTitle ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  const title = text ? t('documentTitle', { title: text }) : t('appName');

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <h1 className={styles.title}>{children}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
