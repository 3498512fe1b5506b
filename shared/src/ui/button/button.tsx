import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function lookClasses({ variant = 'primary', size = 'md', fullWidth }: Look, className?: string): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, loading = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={lookClasses({ variant, size, fullWidth }, className)}
    >
      {loading ? <Spinner size="sm" decorative className={styles.spinner} /> : null}
      <span className={styles.content}>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, Look {
  ref?: Ref<HTMLAnchorElement>;
}

/** A react-router link that looks like a Button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={lookClasses({ variant, size, fullWidth }, className)}>
      <span className={styles.content}>{children}</span>
    </Link>
  );
}
