import type { ReactNode } from 'react';
import { Card, PageTitle } from '@fc/shared';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A badge above the title (e.g. a status icon). */
  icon?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The centred card every bare account page sits in. */
export function AuthCard({ title, subtitle, icon, footer, children, testId }: AuthCardProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      <Card className={styles.card}>
        <header className={styles.header}>
          {icon ? <div className={styles.icon}>{icon}</div> : null}
          <PageTitle>{title}</PageTitle>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </Card>
    </div>
  );
}
