// The webpack factory's settings that other parts of the platform rely on.
import { createRequire } from 'node:module';
import path from 'node:path';

// The CommonJS modules under test, with the shapes this test reads.
const requireCjs = createRequire(__filename);
const { runTsx } = requireCjs('./run-tsx.cjs') as { runTsx: (script: string, args: string[], options: { cwd: string }) => Promise<string> };

const ROOT = path.resolve(__dirname, '..', '..');

describe('read-routes (fc-remote.json)', () => {
  it('records the @fc/shared version the remote is built against', async () => {
    const descriptor = JSON.parse(await runTsx(path.join(__dirname, 'read-routes.ts'), [path.join(ROOT, 'mfe-wallet')], { cwd: ROOT }));
    const shared = (await import('../../shared/package.json')) as { version: string };
    expect(descriptor).toMatchObject({ name: 'mfe_wallet', contract: 1, sharedVersion: shared.version });
  });
});
