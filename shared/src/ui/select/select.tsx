import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../field/field';
import fieldStyles from '../field/field.module.css';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The choices; `children` (<option> elements) may be given instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice that cannot be picked again, e.g. "Select a network". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  children,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={styles.wrap}>
        <select
          {...rest}
          id={ids.controlId}
          aria-invalid={ids.invalid || ariaInvalid || undefined}
          aria-describedby={ids.describedBy}
          className={[fieldStyles.control, styles.select].join(' ')}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg className={styles.chevron} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
    </Field>
  );
}
