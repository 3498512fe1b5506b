// Every theme variable a stylesheet uses exists in the theme. A misspelt one (`--fc-text-muted` for
// `--fc-color-text-muted`) silently takes its fallback or nothing: grey labels at 3.3:1 on navy went unnoticed that way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const THEME = path.join(ROOT, 'shared', 'src', 'ui', 'theme.css');

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const folders = ['shared/src', 'shell/src', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`)];

describe('theme variables', () => {
  const defined = new Set([...readFileSync(THEME, 'utf8').matchAll(/(--fc-[\w-]+)\s*:/g)].map(([, name]) => name));

  it('are read from the theme', () => {
    expect(defined.size).toBeGreaterThan(40);
  });

  it.each(folders)('used in %s are all defined in shared/src/ui/theme.css', (folder) => {
    const unknown = stylesheets(path.join(ROOT, folder)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--fc-[\w-]+)/g)]
        .map(([, name]) => name)
        .filter((name): name is string => name !== undefined && !defined.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
