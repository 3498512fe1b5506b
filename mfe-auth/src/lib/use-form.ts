import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@fc/shared';
import { type CodeFields, fieldForError } from './field-errors';

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  /** Localized messages for the fields that are invalid now. */
  validate: (values: V) => FieldErrors<V>;
  /** Server error codes that belong to a field rather than to the whole form. */
  codeFields?: CodeFields<keyof V & string>;
}

/**
 * Form state with the habits every account form shares: errors appear once a field was edited and
 * left, or the form submitted, a server error lands on its field (or above the form), and a refused submit
 * moves the focus to the first invalid field.
 */
export function useForm<V extends FormValues>({ initial, validate, codeFields }: UseFormOptions<V>) {
  type Field = keyof V & string;
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as Field[];

  const clientErrors = validate(values);
  const errors: FieldErrors<V> = {};
  for (const name of fields) {
    const shown = serverErrors[name] ?? (submitted || touched[name] ? clientErrors[name] : undefined);
    if (shown) errors[name] = shown;
  }

  const focus = useCallback((name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const setValue = useCallback(<K extends Field>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as FieldErrors<V>;
    });
  }, []);

  const text = (name: Field) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value as V[Field]),
    // Leaving a field nobody has typed in says nothing yet: the message would appear under the
    // pointer of someone on their way to a link (e.g. "Forgot your password?") and move it.
    onBlur: () => {
      if (values[name] === initial[name]) return;
      setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
    },
  });

  const checkbox = (name: Field) => ({
    name,
    checked: Boolean(values[name]),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[Field]),
  });

  const handleSubmit = (onValid: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setServerErrors({});
    const found = validate(values);
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    void onValid(values);
  };

  /** Shows a failed call: on its field when it names one, else above the form. */
  const showServerError = (error: unknown): Field | null => {
    const field = fieldForError(error, fields, codeFields);
    const message = errorMessage(t, error);
    if (field) {
      setServerErrors({ [field]: message } as FieldErrors<V>);
      focus(field);
    } else {
      setFormError(message);
    }
    return field;
  };

  return { values, errors, formError, setFormError, setValue, text, checkbox, handleSubmit, showServerError, focus, formRef };
}
