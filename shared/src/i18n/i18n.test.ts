import Cookies from 'js-cookie';
import { ApiError } from '../api/api-error';
import { ErrorCode } from '../contracts';
import enErrors from '../locales/en/errors.json';
import koErrors from '../locales/ko/errors.json';
import { errorMessage } from './error-message';
import { addRemoteResources, currentLanguage, detectLanguage, i18n, initI18n, LANGUAGE_COOKIE, setLanguage } from './i18n';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(async () => {
  jest.restoreAllMocks();
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  await i18n.changeLanguage('en');
});

describe('language detection', () => {
  it('takes the language cookie first', () => {
    browserLanguages(['en-US']);
    Cookies.set(LANGUAGE_COOKIE, 'ko-kr');
    expect(detectLanguage()).toBe('ko');
    browserLanguages(['ko-KR']);
    Cookies.set(LANGUAGE_COOKIE, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('then the first supported browser language', () => {
    browserLanguages(['fr-FR', 'ko-KR', 'en-US']);
    expect(detectLanguage()).toBe('ko');
    browserLanguages(['ko']);
    expect(detectLanguage()).toBe('ko');
    browserLanguages(['de', 'en-GB']);
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to English', () => {
    Cookies.set(LANGUAGE_COOKIE, 'zz');
    browserLanguages(['fr-FR', 'ja']);
    expect(detectLanguage()).toBe('en');
  });
});

describe('setLanguage', () => {
  it('saves the choice as en / ko-kr in the language cookie and switches the texts and <html lang>', async () => {
    await initI18n();
    await setLanguage('ko');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('ko-kr');
    expect(currentLanguage()).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(i18n.t('common:cancel')).toBe('취소');
    await setLanguage('en');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:cancel')).toBe('Cancel');
  });
});

describe('addRemoteResources', () => {
  it("adds a remote's namespace in both languages", async () => {
    addRemoteResources('market', { en: { title: 'Market' }, ko: { title: '마켓' } });
    addRemoteResources('market', { en: { title: 'Market' }, ko: { title: '마켓' } });
    expect(i18n.t('market:title')).toBe('Market');
    await setLanguage('ko');
    expect(i18n.t('market:title')).toBe('마켓');
  });
});

describe('Korean strings', () => {
  it('are downloaded when Korean is chosen, not on an English page', async () => {
    await initI18n();
    const koreanBundle = jest.fn(() => Promise.resolve({ default: { title: '지연' } }));
    await addRemoteResources('lazy', { en: { title: 'Later' }, ko: koreanBundle });
    expect(i18n.t('lazy:title')).toBe('Later');
    expect(koreanBundle).not.toHaveBeenCalled();
    await setLanguage('ko');
    expect(koreanBundle).toHaveBeenCalledTimes(1);
    expect(i18n.t('lazy:title')).toBe('지연');
    expect(i18n.t('errors:UNKNOWN')).toBe(koErrors.UNKNOWN);
    await setLanguage('en');
    await setLanguage('ko');
    expect(koreanBundle).toHaveBeenCalledTimes(1);
  });
});

describe('errors namespace', () => {
  it('is not in the bundle: loadErrorStrings brings it, in the language shown and in English', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./i18n');
      expect(fresh.i18n.hasResourceBundle('en', 'errors')).toBe(false);
      expect(fresh.i18n.t('common:cancel')).toBe('Cancel');
      await fresh.setLanguage('ko');
      expect(fresh.i18n.hasResourceBundle('ko', 'errors')).toBe(false);
      await fresh.loadErrorStrings();
      expect(fresh.i18n.t('errors:UNKNOWN')).toBe(koErrors.UNKNOWN);
      expect(fresh.i18n.getResource('en', 'errors', 'UNKNOWN')).toBe(enErrors.UNKNOWN);
      await fresh.setLanguage('en');
      expect(fresh.i18n.t('errors:UNKNOWN')).toBe(enErrors.UNKNOWN);
    });
  });

  it('has an English and a Korean message for every ErrorCode', () => {
    for (const name of Object.keys(ErrorCode)) {
      expect(enErrors).toHaveProperty([name]);
      expect(koErrors).toHaveProperty([name]);
      // Korean texts are Korean, not copies of the English ones.
      expect((koErrors as Record<string, string>)[name]).toMatch(/[\uac00-\ud7a3]/);
    }
  });
});

describe('errorMessage', () => {
  it('localizes an ApiError by its code', async () => {
    const error = new ApiError(ErrorCode.ACCOUNT_NOT_ACTIVATED, '/account/login', { u: 'u1' });
    expect(errorMessage(i18n.t, error)).toBe(
      'Your account is not activated yet. Check your e-mail or resend the activation link.',
    );
    await setLanguage('ko');
    expect(errorMessage(i18n.t, error)).toBe(koErrors.ACCOUNT_NOT_ACTIVATED);
  });

  it('says how long to wait when the server gives retryAfter', async () => {
    const error = new ApiError(ErrorCode.TOO_MANY_REQUESTS, '/account/login', { retryAfter: 30 });
    expect(errorMessage(i18n.t, error)).toBe('Too many requests. Please try again in 30 seconds.');
    const locked = new ApiError(ErrorCode.ACCOUNT_LOCKED, '/account/login', { retryAfter: 840 });
    expect(errorMessage(i18n.t, locked)).toBe('Too many failed log-in attempts. Please try again in 14 minutes.');
    await setLanguage('ko');
    expect(errorMessage(i18n.t, error)).toBe('요청이 너무 많습니다. 30초 후 다시 시도해 주세요.');
  });

  it('uses the plain message without retryAfter, for ErrorCode names and for unknown errors', () => {
    expect(errorMessage(i18n.t, new ApiError(ErrorCode.TOO_MANY_REQUESTS, '/x'))).toBe(enErrors.TOO_MANY_REQUESTS);
    expect(errorMessage(i18n.t, 'INVALID_EMAIL')).toBe('Enter a valid e-mail address.');
    expect(errorMessage(i18n.t, new ApiError(4242, '/x'))).toBe(enErrors.UNKNOWN);
    expect(errorMessage(i18n.t, new TypeError('boom'))).toBe(enErrors.UNKNOWN);
  });
});
