// Every string in English has its Korean, and no Korean string is left over: the two languages of SPEC §1 hold the
// same keys in every namespace of every package. Plural forms are compared by their key (Korean has only `_other`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Strings = { [key: string]: string | Strings };

function keys(strings: Strings, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(strings)) {
    const name = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (typeof value === 'string') found.add(name);
    else for (const inner of keys(value, `${name}.`)) found.add(inner);
  }
  return found;
}

const namespaces = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'src', 'locales', 'en')))
  .flatMap((entry) => {
    const folder = path.join(ROOT, entry.name, 'src', 'locales');
    return readdirSync(path.join(folder, 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ name: `${entry.name}/${file}`, en: path.join(folder, 'en', file), ko: path.join(folder, 'ko', file) }));
  });

describe('the Korean strings', () => {
  it('cover every package with strings', () => {
    expect(namespaces.map((namespace) => namespace.name)).toEqual(expect.arrayContaining(['shared/common.json', 'shell/shell.json', 'mfe-market/market.json', 'api/messages.json']));
  });

  it.each(namespaces.map((namespace) => [namespace.name, namespace] as const))('of %s hold the same keys as the English', (_name, namespace) => {
    expect(existsSync(namespace.ko)).toBe(true);
    const en = keys(JSON.parse(readFileSync(namespace.en, 'utf8')) as Strings);
    const ko = keys(JSON.parse(readFileSync(namespace.ko, 'utf8')) as Strings);
    expect({ missingInKorean: [...en].filter((key) => !ko.has(key)), onlyInKorean: [...ko].filter((key) => !en.has(key)) }).toEqual({ missingInKorean: [], onlyInKorean: [] });
  });
});
