// ARCHITECTURE.md's codemap has one line per folder (issue 26): a folder added, renamed or removed without its line
// fails here, and so does the file growing past what a newcomer reads in ten minutes. The notation: under a heading
// naming the parent folder (### `api/src/modules/`, ### `./` for the workspace), a line "- `name/` — …" per child; an
// app's features are indented under its "- `features/` — …" line ("  - `home/` — …"). A folder named anywhere else in
// a line does not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const MAX_LINES = 250;
const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** What git ignores: folder names anywhere (`node_modules/`) and paths from the root (`e2e/artifacts/`). */
const ignoredFolders = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !/[*?[!#]/.test(line))
  .map((line) => line.slice(0, -1));

/** The folders directly inside `parent` (a path from the root, '' for the root), as the tree has them. */
function foldersIn(parent: string): string[] {
  return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !ignoredFolders.includes(name) && !ignoredFolders.includes(path.posix.join(parent, name)))
    .sort();
}

/** The apps: workspace folders whose source has features (the shell and the remotes). */
const apps = foldersIn('').filter((folder) => existsSync(path.join(ROOT, folder, 'src', 'features')));

/** Every folder whose children the codemap lists. */
const mappedParents = [
  '',
  'shared/src',
  ...apps.flatMap((app) => [`${app}/src`, `${app}/src/features`]),
  'api/src',
  'api/src/modules',
  'tools',
  'e2e',
];

const HEADING = /^### `([^`]+)\/`/;
const LINE = /^( {2})?- `([^`/]+)\/` — /;

/** The codemap as written: parent folder → the child names it has a line for (duplicates kept). */
function codemapEntries(markdown: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const codemap = markdown.split('## Codemap\n')[1]?.split(/\n## /)[0] ?? '';
  let section: string | null = null;
  let lastTopLevel: string | null = null;
  for (const line of codemap.split('\n')) {
    const folder = HEADING.exec(line)?.[1];
    if (folder !== undefined) {
      section = folder === '.' ? '' : folder;
      lastTopLevel = null;
      continue;
    }
    const entry = LINE.exec(line);
    const name = entry?.[2];
    if (!entry || name === undefined || section === null) continue;
    const indented = entry[1] !== undefined;
    if (indented && lastTopLevel === null) continue;
    const parent = indented && lastTopLevel !== null ? path.posix.join(section, lastTopLevel) : section;
    if (!indented) lastTopLevel = name;
    entries.set(parent, [...(entries.get(parent) ?? []), name]);
  }
  return entries;
}

const entries = codemapEntries(text);

describe('ARCHITECTURE.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(text.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('maps the folders every app and the API are made of', () => {
    expect(mappedParents).toEqual(expect.arrayContaining(['shell/src/features', 'mfe-market/src/features', 'mfe-game/src/features', 'api/src/modules']));
    expect(apps.length).toBeGreaterThanOrEqual(6);
  });

  it.each(mappedParents.map((parent) => [parent || './', parent] as const))('has one codemap line per folder of %s', (_label, parent) => {
    const listed = entries.get(parent) ?? [];
    const present = foldersIn(parent);
    expect({
      withoutLine: present.filter((name) => !listed.includes(name)),
      lineWithoutFolder: listed.filter((name) => !present.includes(name)),
      listedTwice: listed.filter((name, index) => listed.indexOf(name) !== index),
    }).toEqual({ withoutLine: [], lineWithoutFolder: [], listedTwice: [] });
  });

  it('lists folders only under the headings the test knows', () => {
    expect([...entries.keys()].filter((parent) => !mappedParents.includes(parent))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(path.join(ROOT, link)))).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  const folder = path.join(ROOT, 'docs', 'decisions');
  const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
  const listed = [...index.matchAll(/^- \[(\d{4})\]\(([^)]+)\)/gm)].map((match) => ({ number: match[1], file: match[2] ?? '' }));
  const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name)).sort();

  it('lists every record once, in order, under its own number', () => {
    expect(listed.map(({ file }) => file)).toEqual(records);
    expect(listed.every(({ number, file }) => file.startsWith(`${number}-`))).toBe(true);
  });
});
