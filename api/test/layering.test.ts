import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of a file, resolved to a path under src/ (without extension). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
    path.relative(SRC, path.resolve(path.dirname(file), match[1] ?? '')),
  );
}

describe('layering of the API (ARCHITECTURE.md)', () => {
  it.each(['plugins', 'lib', 'db', 'jobs'])('src/%s (infrastructure) imports no domain module', (folder) => {
    const offenders = sourceFiles(path.join(SRC, folder)).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith('modules/'))
        .map((target) => `${path.relative(SRC, file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('modules import neither the app nor the demo seeding that composes them', () => {
    const offenders = sourceFiles(path.join(SRC, 'modules')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target === 'app' || target === 'seed')
        .map((target) => `${path.relative(SRC, file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
