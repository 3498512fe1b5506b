import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldMessages {
  hint?: ReactNode;
  /** Shown under the control; also marks it aria-invalid. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The value for the control's aria-describedby (hint, then error, then the caller's own). */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds(id: string | undefined, { hint, error }: FieldMessages, describedBy?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `fc-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(error);
  const ids = [hint ? hintId : null, invalid ? errorId : null, describedBy].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined, invalid };
}

export function FieldMessagesView({ ids, hint, error }: FieldMessages & { ids: FieldIds }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps extends FieldMessages {
  ids: FieldIds;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form control, wired for assistive technology. */
export function Field({ ids, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessagesView ids={ids} hint={hint} error={error} />
    </div>
  );
}
