import { publishDiagnostics, runningVersions } from './diagnostics';

afterEach(() => {
  delete (globalThis as { __FC__?: unknown }).__FC__;
});

describe('runningVersions', () => {
  it('is null where no shell has published anything', () => {
    expect(runningVersions()).toBeNull();
  });

  it('returns what the shell published', () => {
    const published = {
      remotes: { mfe_market: '1.2.0-ab12cd34' },
      shell: '1.0.0-ffff0000',
      registryRevision: 7,
      visitor: { bucket: 42, canary: ['mfe_market' as const], reported: ['mfe_market' as const] },
    };
    publishDiagnostics(published);
    expect(runningVersions()).toEqual(published);
  });

  it('reads a shell of before the visitor was published as having none', () => {
    (window as { __FC__?: unknown }).__FC__ = { remotes: { mfe_market: '1.2.0-ab12cd34' }, shell: '1.0.0-ffff0000', registryRevision: 7 };
    expect(runningVersions()?.visitor).toBeNull();
  });

  it('ignores a value of another shape', () => {
    (window as { __FC__?: unknown }).__FC__ = { versions: ['1.0.0'] };
    expect(runningVersions()).toBeNull();
  });
});
