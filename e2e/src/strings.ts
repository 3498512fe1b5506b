// The strings a user sees, read from the locale files, so assertions follow the wording instead of copying it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lookup } from './routes';
import { REPO_ROOT } from './state';

const cache = new Map<string, Record<string, unknown>>();

function load(file: string): Record<string, unknown> {
  let strings = cache.get(file);
  if (!strings) {
    strings = JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, unknown>;
    cache.set(file, strings);
  }
  return strings;
}

/** Each namespace's locale file, `{lang}` standing for `en` or `ko`. */
export const LOCALE_FILES: Record<string, string> = {
  shell: 'shell/src/locales/{lang}/shell.json',
  common: 'shared/src/locales/{lang}/common.json',
  errors: 'shared/src/locales/{lang}/errors.json',
  auth: 'mfe-auth/src/locales/{lang}/auth.json',
  market: 'mfe-market/src/locales/{lang}/market.json',
  collection: 'mfe-collection/src/locales/{lang}/collection.json',
  game: 'mfe-game/src/locales/{lang}/game.json',
  wallet: 'mfe-wallet/src/locales/{lang}/wallet.json',
};

/** `text('shell:remote.unavailable.title')`, `text('auth:login.submit', 'ko')`; `{{x}}` filled from `values`. */
export function text(key: string, language: 'en' | 'ko' = 'en', values: Record<string, string | number> = {}): string {
  const [namespace = '', name = ''] = key.split(':');
  const file = LOCALE_FILES[namespace];
  if (!file) throw new Error(`unknown namespace ${namespace}`);
  const template = lookup(load(file.replace('{lang}', language)), name);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, variable: string) => String(values[variable] ?? whole));
}

/**
 * The name of every group of strings (an object in a locale file, at any depth) in any namespace: a missing key is
 * shown as its path (`sorts.rating`), which starts with one of them.
 */
export function stringGroups(): Set<string> {
  const groups = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(node)) {
      if (value && typeof value === 'object') {
        groups.add(name);
        walk(value as Record<string, unknown>);
      }
    }
  };
  for (const file of Object.values(LOCALE_FILES)) walk(load(file.replace('{lang}', 'en')));
  return groups;
}
