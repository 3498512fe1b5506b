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

const FILES: Record<string, string> = {
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
  const file = FILES[namespace];
  if (!file) throw new Error(`unknown namespace ${namespace}`);
  const template = lookup(load(file.replace('{lang}', language)), name);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, variable: string) => String(values[variable] ?? whole));
}
