import fp from 'fastify-plugin';
import { API_LANGUAGES, LANGUAGE_HEADER, TIMEZONE_HEADER, type ApiLanguage } from '@fc/shared/contracts';
import enMail from '../locales/en/mail.json';
import koMail from '../locales/ko/mail.json';
import enMessages from '../locales/en/messages.json';
import koMessages from '../locales/ko/messages.json';
import enPayments from '../locales/en/payments.json';
import koPayments from '../locales/ko/payments.json';

/** Server texts exist in English and Korean; other languages (zh-Hans) read English. */
const resources = {
  en: { mail: enMail, messages: enMessages, payments: enPayments },
  ko: { mail: koMail, messages: koMessages, payments: koPayments },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export type Vars = Record<string, string | number>;

const TIME_ZONE_MAX_LENGTH = 64;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The server text `key` of `namespace` in `language`, with `{{name}}` placeholders filled. */
export function t(language: ApiLanguage, namespace: Namespace, key: string, vars: Vars = {}): string {
  const locale = language === 'ko-KR' ? 'ko' : 'en';
  const template = lookup(resources[locale][namespace], key) ?? lookup(resources.en[namespace], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** `x-fc-lang`: exact values, else by prefix (`ko` → ko-KR, `zh` → zh-Hans), else en-US. */
export function parseLanguage(header: unknown): ApiLanguage {
  if (typeof header !== 'string') return 'en-US';
  const exact = API_LANGUAGES.find((language) => language.toLowerCase() === header.toLowerCase());
  if (exact) return exact;
  if (/^ko\b/i.test(header)) return 'ko-KR';
  if (/^zh\b/i.test(header)) return 'zh-Hans';
  return 'en-US';
}

/** `x-fc-timezone`: an IANA zone name the runtime knows, else null. */
export function parseTimeZone(header: unknown): string | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > TIME_ZONE_MAX_LENGTH) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: ApiLanguage;
    timeZone: string | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en-US');
    app.decorateRequest('timeZone', null);
    app.addHook('onRequest', async (request) => {
      request.lang = parseLanguage(request.headers[LANGUAGE_HEADER]);
      request.timeZone = parseTimeZone(request.headers[TIMEZONE_HEADER]);
    });
  },
  { name: 'fc-i18n' },
);
