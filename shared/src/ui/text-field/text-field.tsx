import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, useFieldIds } from '../field/field';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes for the input itself; `className` goes to the field around it. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
        fill="currentColor"
      />
      {crossed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}

export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  className,
  inputClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id, { hint, error }, describedBy);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const input = (
    <input
      {...rest}
      id={ids.controlId}
      type={isPassword && revealed ? 'text' : type}
      aria-invalid={ids.invalid || ariaInvalid || undefined}
      aria-describedby={ids.describedBy}
      className={[fieldStyles.control, isPassword && styles.withToggle, inputClassName].filter(Boolean).join(' ')}
    />
  );
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      {isPassword ? (
        <div className={styles.inputWrap}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-controls={ids.controlId}
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
            disabled={rest.disabled}
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
