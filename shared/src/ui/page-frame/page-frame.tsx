import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '../page-title/page-title';
import styles from './page-frame.module.css';

export interface Crumb {
  label: string;
  to: string;
}

export interface PageFrameProps {
  /** The page's h1 (through PageTitle, which also sets the document title). */
  title?: ReactNode;
  /** The document title and the breadcrumb's last step when `title` is not plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** The way back: the pages above this one, outermost first (this page is the title). */
  breadcrumb?: readonly Crumb[];
  /** The area's own navigation (a SectionNav), above the breadcrumb and the title. */
  nav?: ReactNode;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
  /** While the page's main content loads. */
  busy?: boolean;
}

/**
 * The frame every page of the main layout sits in: one width from the theme (`--fc-page-width`), the same side
 * margins on every viewport (`--fc-page-gutter`), then the area's navigation, the breadcrumb, the title and the content
 * in one column. A page never sets its own width; a form narrows its own column inside the frame.
 */
export function PageFrame({ title, documentTitle, subtitle, actions, breadcrumb, nav, children, className, busy, 'data-testid': testId }: PageFrameProps) {
  const { t } = useTranslation('common');
  // The heading names this page in the breadcrumb (a card's page: the player), whatever the tab says.
  const here = typeof title === 'string' ? title : documentTitle;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-testid={testId} aria-busy={busy || undefined}>
      {nav}
      {breadcrumb && breadcrumb.length > 0 ? (
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <ol>
            {breadcrumb.map((crumb, index) => (
              // Two steps may lead to the same page (the market, and its first tab without filters).
              <li key={`${index}:${crumb.to}`}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
            {here ? <li aria-current="page">{here}</li> : null}
          </ol>
        </nav>
      ) : null}
      {title !== undefined ? (
        <PageTitle documentTitle={documentTitle} subtitle={subtitle} actions={actions} className={styles.title}>
          {title}
        </PageTitle>
      ) : null}
      {children}
    </div>
  );
}
