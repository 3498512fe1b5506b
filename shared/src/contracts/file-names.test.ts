/**
 * @jest-environment node
 */
// The contracts' file names say what a file may hold (docs/guide/shared.md, "src/contracts/"): a `*-constants.ts` file
// carries no TypeBox, not even through what it imports, so that browser code can take it without the schema builder;
// nor does `base.ts`, the part of the contracts a guest's first load runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FOLDER = __dirname;
const sources = readdirSync(FOLDER).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const RELATIVE_IMPORT = /from '\.\/([\w-]+)'/g;

/** Whether `file` or anything it imports from this folder imports typebox. */
function usesTypeBox(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(path.join(FOLDER, file), 'utf8');
  if (/from 'typebox/.test(text)) return true;
  return [...text.matchAll(RELATIVE_IMPORT)].some(([, name = '']) => usesTypeBox(`${name}.ts`, seen));
}

describe('the contracts folder', () => {
  it("has its constants files and the first load's entry (base.ts) free of TypeBox", () => {
    const schemaFree = sources.filter((file) => file.endsWith('-constants.ts') || file === 'base.ts');
    expect(schemaFree.filter((file) => usesTypeBox(file))).toEqual([]);
  });
});
