import type { ReactNode } from 'react';
import { PageTitle } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A badge above the title (e.g. a status icon). */
  icon?: ReactNode;
  /** Colours the icon: `warning` for pages that report a problem. */
  tone?: 'accent' | 'warning';
  footer?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The centred card every bare account page sits in. */
export function AuthCard({ title, subtitle, icon, tone = 'accent', footer, children, testId }: AuthCardProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      <Card className={styles.card}>
        <header className={styles.header}>
          {icon ? <div className={tone === 'warning' ? `${styles.icon} ${styles.warning}` : styles.icon}>{icon}</div> : null}
          <PageTitle className={styles.title}>{title}</PageTitle>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </Card>
    </div>
  );
}
