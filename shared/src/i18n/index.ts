export {
  addRemoteResources,
  currentLanguage,
  detectLanguage,
  i18n,
  initI18n,
  loadErrorStrings,
  LANGUAGE_COOKIE,
  LANGUAGES,
  setLanguage,
  toApiLanguage,
  toLanguage,
  type Language,
} from './i18n';
export { errorMessage } from './error-message';
