// The site server's processes (API_WORKERS): how many, and the refusal on PGlite. Two processes on PostgreSQL, one of
// them killed while calls keep coming, is cluster-drill.mjs (CI's pass on a real server, tools/ci/api-postgres.sh).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { workerCount } from './server';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(__dirname, 'server.ts');

describe('API_WORKERS', () => {
  it('is one process by default and on PGlite; more only with PostgreSQL', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ API_WORKERS: '1' })).toBe(1);
    expect(workerCount({ API_WORKERS: '4', DATABASE_URL: 'postgres://db.invalid/fc' })).toBe(4);
    expect(() => workerCount({ API_WORKERS: '4' })).toThrow('API_WORKERS=4 needs PostgreSQL (DATABASE_URL): the embedded PGlite database serves one process only');
    for (const bad of ['0', '-2', '1.5', 'four', '65']) expect(() => workerCount({ API_WORKERS: bad, DATABASE_URL: 'postgres://db.invalid/fc' })).toThrow('API_WORKERS must be a whole number from 1 to 64');
  });

  it('stops the server before it starts anything when more processes are asked of PGlite, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: REPO_ROOT,
      env: { ...process.env, API_WORKERS: '2', DATABASE_URL: '', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('API_WORKERS=2 needs PostgreSQL (DATABASE_URL)');
  });
});
