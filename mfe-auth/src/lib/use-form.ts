import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@fc/shared';
import {
  typeboxResolver,
  useForm as useHookForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors as HookFieldErrors,
  type Path,
  type PathValue,
  type Resolver,
  type TObject,
} from '@fc/shared/forms';
import { type CodeFields, fieldForError } from './field-errors';

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends FormValues> {
  /**
   * The TypeBox schema of the values, made of the API's request schema (`@fc/shared/contracts`): what the server
   * would refuse as INVALID_PARAMS is refused here first, on its field.
   */
  schema: TObject;
  initial: V;
  /** Localized messages for the fields that break a rule now (validation.ts: e-mail form, password strength, …). */
  validate: (values: V) => FieldErrors<V>;
  /** Server error codes that belong to a field rather than to the whole form. */
  codeFields?: CodeFields<keyof V & string>;
}

/**
 * react-hook-form with the habits every account form shares: errors appear once a field was edited and left, or
 * the form submitted, and then follow the typing; a server error lands on its field (or above the form) until that
 * field changes; a refused submit moves the focus to the first invalid field.
 */
export function useForm<V extends FormValues>({ schema, initial, validate, codeFields }: UseFormOptions<V>) {
  type Field = keyof V & string;
  const { t, i18n } = useTranslation('auth');
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as Field[];
  const rules = useRef(validate);
  rules.current = validate;

  const resolver = useMemo<Resolver<V>>(() => {
    // The resolver's types follow the schema's Static type; the form's values are V, checked by the same schema.
    const checkSchema = typeboxResolver(schema) as unknown as Resolver<V>;
    return async (values, context, options) => {
      const ruleErrors = rules.current(values);
      const schemaErrors = (await checkSchema(values, context, options)).errors;
      const errors: Partial<Record<Field, FieldError>> = {};
      for (const name of Object.keys(values) as Field[]) {
        // The rules speak the user's language; a schema refusal reads as the server's INVALID_PARAMS would.
        const message = ruleErrors[name] ?? (schemaErrors[name] ? t('errors:INVALID_PARAMS') : undefined);
        if (message) errors[name] = { type: 'validate', message };
      }
      return Object.keys(errors).length ? { values: {}, errors: errors as HookFieldErrors<V> } : { values, errors: {} };
    };
  }, [schema, t]);

  const form = useHookForm<V>({
    defaultValues: initial as DefaultValues<V>,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { formState, register, setError, setValue: setHookValue, getValues, trigger, handleSubmit: hookSubmit } = form;
  const values = form.watch() as V;

  const errors: FieldErrors<V> = {};
  for (const name of fields) {
    const message = (formState.errors as Partial<Record<Field, FieldError>>)[name]?.message;
    if (message) errors[name] = message;
  }

  // The messages are written when a field is checked: after a language switch, check the shown ones again.
  const language = i18n.language;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    const shown = Object.entries(formState.errors as Partial<Record<Field, FieldError>>)
      .filter(([, error]) => error?.type === 'validate')
      .map(([name]) => name as Path<V>);
    if (shown.length) void trigger(shown);
  }, [language, formState.errors, trigger]);

  const focus = useCallback((name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const setValue = useCallback(
    <K extends Field>(name: K, value: V[K]) =>
      setHookValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    [setHookValue, formState.isSubmitted],
  );

  /** Fields whose message shows now and may depend on another field (a confirmation on its password). */
  const shownElsewhere = (name: Field) =>
    fields.filter(
      (other) =>
        other !== name &&
        (formState.isSubmitted || (formState.touchedFields as Partial<Record<Field, boolean>>)[other]) &&
        (formState.errors as Partial<Record<Field, FieldError>>)[other]?.type !== 'server',
    );

  const text = (name: Field) => {
    const { onBlur, onChange, ...field } = register(name as Path<V>);
    return {
      ...field,
      error: errors[name],
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        await onChange(event);
        const others = shownElsewhere(name);
        if (others.length) await trigger(others as Path<V>[]);
      },
      // Leaving a field nobody has typed in says nothing yet: the message would appear under the pointer of
      // someone on their way to a link (e.g. "Forgot your password?") and move it.
      onBlur: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        getValues(name as Path<V>) === initial[name] ? undefined : onBlur(event),
    };
  };

  const checkbox = (name: Field) => ({
    name,
    checked: Boolean(values[name]),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[Field]),
  });

  const handleSubmit = (onValid: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    void hookSubmit(
      (valid) => {
        void onValid(valid as V);
      },
      (found) => {
        const firstInvalid = fields.find((name) => (found as Partial<Record<Field, FieldError>>)[name]);
        if (firstInvalid) focus(firstInvalid);
      },
    )(event);
  };

  /** Shows a failed call: on its field when it names one, else above the form. */
  const showServerError = (error: unknown): Field | null => {
    const field = fieldForError(error, fields, codeFields);
    const message = errorMessage(t, error);
    if (field) {
      setError(field as Path<V>, { type: 'server', message });
      focus(field);
    } else {
      setFormError(message);
    }
    return field;
  };

  return { values, errors, formError, setFormError, setValue, text, checkbox, handleSubmit, showServerError, focus, formRef };
}
