import { publishDiagnostics } from '@fc/shared';
import reportingPlugin from './reporting';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof reportingPlugin>['errorLoadRemote']>>[0];

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  publishDiagnostics({ remotes: { mfe_market: '1.0.0-ab12cd34', mfe_game: '2.1.0-00ff00ff' }, shell: '1.0.0', registryRevision: 4, visitor: null });
});
afterEach(() => consoleError.mockRestore());

describe('reportingPlugin', () => {
  it('reports a failed remote load with the remote name, its version and what was running', async () => {
    const error = new Error('RUNTIME-003');
    const result = await reportingPlugin().errorLoadRemote?.({
      id: 'mfe_market/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'mfe_market' },
    } as unknown as ErrorArgs);
    expect(result).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] remote mfe_market@1.0.0-ab12cd34 failed to load mfe_market/routes',
      expect.objectContaining({
        remote: 'mfe_market',
        version: '1.0.0-ab12cd34',
        error,
        remotes: { mfe_market: '1.0.0-ab12cd34', mfe_game: '2.1.0-00ff00ff' },
        shell: '1.0.0',
      }),
    );
  });

  it('reports once per load: a step inside it is reported by the final failure', async () => {
    await reportingPlugin().errorLoadRemote?.({
      id: 'mfe_market/routes',
      error: new Error('RUNTIME-008'),
      from: 'runtime',
      lifecycle: 'beforeRequest',
    } as unknown as ErrorArgs);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
