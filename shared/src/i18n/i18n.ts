import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import type { ApiLanguage, Resources } from '../contracts/base';
import { cookieAttributes } from '../session/session-cookies';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import koCommon from '../locales/ko/common.json';
import koErrors from '../locales/ko/errors.json';

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC.md §1/§9: the chosen language lives in the `language` cookie as `en` or `ko-kr`. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_DAYS = 365;
const COOKIE_VALUE: Record<Language, string> = { en: 'en', ko: 'ko-kr' };
const API_LANGUAGE: Record<Language, ApiLanguage> = { en: 'en-US', ko: 'ko-KR' };

/** The one i18next instance (a Module Federation singleton, shared by the shell and every remote). */
export const i18n = i18next;

/** Maps a cookie value or BCP 47 tag to a supported language, or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const value = tag?.trim().toLowerCase().replace('_', '-');
  if (!value) return null;
  for (const language of LANGUAGES) if (value === language || value.startsWith(`${language}-`)) return language;
  return null;
}

/** The `language` cookie, else the browser's preferred languages, else English. */
export function detectLanguage(): Language {
  const fromCookie = toLanguage(Cookies.get(LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  if (typeof navigator !== 'undefined') {
    for (const tag of [...(navigator.languages ?? []), navigator.language]) {
      const language = toLanguage(tag);
      if (language) return language;
    }
  }
  return 'en';
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
}

/** The value of LANGUAGE_HEADER and the locale used for numbers and dates. */
export function toApiLanguage(language: Language = currentLanguage()): ApiLanguage {
  return API_LANGUAGE[language];
}

export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, COOKIE_VALUE[language], cookieAttributes(LANGUAGE_COOKIE_DAYS));
  await i18n.changeLanguage(language);
}

const added = new Map<string, { en: Resources; ko: Resources }>();

/** Adds a remote's namespace when the remote loads. Calling it again with the same objects does nothing. */
export function addRemoteResources(namespace: string, resources: { en: Resources; ko: Resources }): void {
  const previous = added.get(namespace);
  if (previous && previous.en === resources.en && previous.ko === resources.ko) return;
  added.set(namespace, resources);
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, resources[language], true, true);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language) ?? 'en';
}

i18n.on('languageChanged', syncDocumentLanguage);

// The resources are bundled, so initialisation completes synchronously when this module is first imported:
// `t` works in every remote (and test) without waiting. initI18n() is there for callers that want to be sure.
const ready = i18n.use(initReactI18next).init({
  resources: {
    en: { common: enCommon, errors: enErrors },
    ko: { common: koCommon, errors: koErrors },
  },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: ['common', 'errors'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  // Re-render translated components when a remote adds its namespace later.
  react: { bindI18nStore: 'added' },
});

export function initI18n(): Promise<typeof i18n> {
  return ready.then(() => i18n);
}
