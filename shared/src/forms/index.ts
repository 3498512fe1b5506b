// `@fc/shared/forms`: react-hook-form and its TypeBox resolver for the apps' forms. A separate entry, not part of the
// @fc/shared singleton: form state is local to a page, so each app bundles this with the pages that have forms and
// no first load carries it. It imports no stateful module of @fc/shared (a copy of i18n or the session would split).
export {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
export { typeboxResolver } from '@hookform/resolvers/typebox';
export { Type, type Static, type TObject } from 'typebox';
