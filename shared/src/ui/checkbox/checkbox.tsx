import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessagesView, useFieldIds } from '../field/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.controlId}
          type="checkbox"
          className={styles.box}
          aria-invalid={ids.invalid || ariaInvalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessagesView ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
