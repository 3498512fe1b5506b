import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { API_LANGUAGE_OF, type ApiLanguage, type Resources, type ResourcesSource } from '../contracts/base';
import { cookieAttributes } from '../session/session-cookies';
import enCommon from '../locales/en/common.json';

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC.md §1/§9: the chosen language lives in the `language` cookie as `en` or `ko-kr`. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_DAYS = 365;
const COOKIE_VALUE: Record<Language, string> = { en: 'en', ko: 'ko-kr' };

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
  return API_LANGUAGE_OF[language];
}

type ResourcesLoader = Extract<ResourcesSource, () => unknown>;

/**
 * Korean strings downloaded when Korean is chosen, by namespace. English is the fallback language, so its strings are
 * bundled; the Korean ones of `common`, `errors` and the shell stay off an English first load.
 */
const koreanLoaders = new Map<string, ResourcesLoader>([
  ['common', () => import('../locales/ko/common.json')],
  ['errors', () => import('../locales/ko/errors.json')],
]);

/**
 * The one English namespace that is not bundled: the messages of the result codes, which no first screen shows. They
 * come with the first call that needs the network (api-client.ts) and before any page the shell loads
 * ({@link loadErrorStrings}).
 */
const englishLoaders = new Map<string, ResourcesLoader>([['errors', () => import('../locales/en/errors.json')]]);

/**
 * The i18next backend over those loaders: `changeLanguage('ko')` (and init with Korean) waits for them, and
 * `loadNamespaces('errors')` for the `errors` strings in the language shown and English. A bundle already added (every
 * other English one, a remote's Korean object) is never asked for.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = (language === 'ko' ? koreanLoaders : language === 'en' ? englishLoaders : undefined)?.get(namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, ('default' in module && typeof module.default === 'object' ? module.default : module) as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function setLanguage(language: Language): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, COOKIE_VALUE[language], cookieAttributes(LANGUAGE_COOKIE_DAYS));
  await i18n.changeLanguage(language);
}

const added = new Map<string, { en: Resources; ko: ResourcesSource }>();

/**
 * Adds a namespace (a remote's, when the remote loads). Its Korean strings may be a loader, downloaded when Korean is
 * chosen; the promise settles once the current language's strings are there. The same objects again do nothing.
 */
export function addRemoteResources(namespace: string, resources: { en: Resources; ko: ResourcesSource }): Promise<void> {
  const previous = added.get(namespace);
  if (previous && previous.en === resources.en && previous.ko === resources.ko) return i18n.loadNamespaces(namespace);
  added.set(namespace, resources);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  if (typeof resources.ko === 'function') {
    koreanLoaders.set(namespace, resources.ko);
  } else {
    koreanLoaders.delete(namespace);
    i18n.addResourceBundle('ko', namespace, resources.ko, true, true);
  }
  // Registers the namespace with i18next (so a later change of language loads it too) and loads what is missing.
  return i18n.loadNamespaces(namespace);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language) ?? 'en';
}

i18n.on('languageChanged', syncDocumentLanguage);

// The English `common` strings are bundled, so initialisation completes synchronously when this module is first
// imported: `t` works in every remote (and test) without waiting. initI18n() waits for the Korean ones when Korean is
// chosen. The `errors` namespace is loaded on its own: loadErrorStrings().
const ready = i18n.use(initReactI18next).use(lazyBackend).init({
  resources: {
    en: { common: enCommon },
  },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  // English bundled but `errors`, Korean from lazyBackend.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  // Re-render translated components when a remote adds its namespace later.
  react: { bindI18nStore: 'added' },
});

/** Resolves once the chosen language's strings are there (Korean ones are downloaded first). */
export function initI18n(): Promise<typeof i18n> {
  return ready.then(() => i18n);
}

/**
 * Resolves once the `errors` namespace (the messages of the result codes, `errorMessage`) is there in the language
 * shown and in English; a later change of language loads it too. The shell waits for it before it renders a page it
 * loads and the API client before its first call over the network, so a page never shows one of its keys; only the
 * page a guest's first load hydrates from the server's HTML does without it until then (it shows none).
 */
export function loadErrorStrings(): Promise<void> {
  return ready.then(() => i18n.loadNamespaces('errors'));
}
