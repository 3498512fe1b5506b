import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../src');
const MODULES = path.join(SRC, 'modules');

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

/** The module a path under src/ belongs to (`modules/wallet/repository` → wallet), or null outside modules/. */
function moduleOf(fromSrc: string): string | null {
  const [top, name] = fromSrc.split('/');
  return top === 'modules' && name ? name : null;
}

interface CrossImport {
  file: string;
  from: string;
  to: string;
  target: string;
}

/** Every import from one module into another. */
function crossModuleImports(): CrossImport[] {
  return sourceFiles(MODULES).flatMap((file) => {
    const from = moduleOf(path.relative(SRC, file));
    return relativeImports(file).flatMap((target) => {
      const to = moduleOf(target);
      return to && from && to !== from ? [{ file: path.relative(SRC, file), from, to, target }] : [];
    });
  });
}

/** Which modules each module imports (through their faces). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of crossModuleImports()) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
}

/** The groups of modules that reach each other through imports (strongly connected, more than one module). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return found.sort();
}

/**
 * A module's data files: `tables.ts`, `repository.ts` and any `<name>-repository.ts` (wallet's
 * `statement-repository.ts`). Only they build queries.
 */
const DATA_FILE = /^(tables|repository|[a-z][a-z-]*-repository)\.ts$/;

/** A file builds a query when it calls the executor (`db.` / `tx.` select, insert, update, delete, execute) or takes
 * query pieces (`sql`, `eq`, `and`…) from drizzle-orm. */
function buildsQueries(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  return (
    /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute)\s*\(/.test(text) ||
    /^import\s*\{[^}]*\}\s*from\s*'drizzle-orm[^']*'/m.test(text)
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
    const offenders = sourceFiles(MODULES).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target === 'app' || target === 'seed')
        .map((target) => `${path.relative(SRC, file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('a module reaches another only through its face (index.ts)', () => {
    const imports = crossModuleImports();
    expect(imports.length).toBeGreaterThan(0);
    const offenders = imports
      .filter(({ to, target }) => target !== `modules/${to}` && target !== `modules/${to}/index`)
      .map(({ file, target }) => `${file} → ${target}`);
    expect(offenders).toEqual([]);
  });

  it('every face a module imports exists', () => {
    const missing = [...new Set(crossModuleImports().map(({ to }) => to))].filter(
      (to) => !sourceFiles(path.join(MODULES, to)).includes(path.join(MODULES, to, 'index.ts')),
    );
    expect(missing).toEqual([]);
  });

  it('a face only re-exports, and no route or job: importing it registers nothing', () => {
    const faces = readdirSync(MODULES).map((name) => path.join(MODULES, name, 'index.ts')).filter((face) => sourceFiles(path.dirname(face)).includes(face));
    expect(faces.length).toBeGreaterThan(0);
    const offenders = faces.flatMap((face) => {
      const statements = readFileSync(face, 'utf8')
        .split(';')
        .map((statement) => statement.replace(/\/\/.*$/gm, '').trim())
        .filter(Boolean);
      return statements
        .filter((statement) => !/^export (type )?\{[^}]*\} from '\.\/[a-z-]+'$/.test(statement) || /from '\.\/(routes|job|jobs|plugin)'$/.test(statement))
        .map((statement) => `${path.relative(MODULES, face)}: ${statement}`);
    });
    expect(offenders).toEqual([]);
  });

  it('no two modules import each other', () => {
    const graph = moduleGraph();
    const pairs = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from} ↔ ${to}`),
    );
    expect(pairs).toEqual([]);
  });

  it('the modules form no import cycle', () => {
    expect(cycles(moduleGraph()).map((group) => group.join(' → '))).toEqual([]);
  });

  it('only a module’s data files (tables.ts, repository.ts, *-repository.ts) build queries', () => {
    const offenders = sourceFiles(MODULES)
      .filter((file) => !DATA_FILE.test(path.basename(file)) && buildsQueries(file))
      .map((file) => path.relative(MODULES, file));
    expect(offenders).toEqual([]);
  });

  it('another module’s tables (re-exported by its face) are read only in data files', () => {
    const tablesOf = new Map(
      readdirSync(MODULES).map((name) => {
        const face = path.join(MODULES, name, 'index.ts');
        const text = sourceFiles(path.join(MODULES, name)).includes(face) ? readFileSync(face, 'utf8') : '';
        const names = [...text.matchAll(/^export \{([^}]*)\} from '\.\/tables'/gm)].flatMap((match) => (match[1] ?? '').split(',').map((part) => part.trim()));
        return [name, new Set(names.filter(Boolean))];
      }),
    );
    const offenders = sourceFiles(MODULES)
      .filter((file) => !DATA_FILE.test(path.basename(file)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import \{([^}]*)\} from '\.\.\/([a-z-]+)'/gm)].flatMap((match) =>
          (match[1] ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter((name) => tablesOf.get(match[2] ?? '')?.has(name))
            .map((name) => `${path.relative(MODULES, file)} → ${match[2]}.${name}`),
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the query check sees the repositories query', () => {
    expect(buildsQueries(path.join(MODULES, 'wallet', 'repository.ts'))).toBe(true);
  });
});
