import { needsLegacyRoot, remoteEntryUrl } from './mf-runtime';

describe('remoteEntryUrl', () => {
  it("is the version's container script beside the manifest the registry names, on the page's origin", () => {
    expect(remoteEntryUrl('/remotes/mfe_market/1.4.0-1a2b3c4d/mf-manifest.json', 'https://fc.example')).toBe(
      'https://fc.example/remotes/mfe_market/1.4.0-1a2b3c4d/remoteEntry.js',
    );
  });

  it('keeps a manifest on another host there', () => {
    expect(remoteEntryUrl('https://cdn.fc.example/market/2.0.0/mf-manifest.json', 'https://fc.example')).toBe(
      'https://cdn.fc.example/market/2.0.0/remoteEntry.js',
    );
  });
});

describe('needsLegacyRoot', () => {
  const scope = (versions: Record<string, string>) => ({ '@fc/shared': Object.fromEntries(Object.entries(versions).map(([v, from]) => [v, { from }])) });

  it('is true for a remote whose build registered an @fc/shared from before the root entry moved names out (1.12.0)', () => {
    expect(needsLegacyRoot(scope({ '1.12.0': 'shell', '1.11.0': 'mfe_wallet' }), 'mfe_wallet')).toBe(true);
    expect(needsLegacyRoot(scope({ '1.12.0': 'shell', '1.8.0': 'mfe_auth', '1.11.0': 'mfe_wallet' }), 'mfe_auth')).toBe(true);
  });

  it("is false for a remote on the shell's version or a later 1.12 one, and for another remote's old version", () => {
    expect(needsLegacyRoot(scope({ '1.12.0': 'shell' }), 'mfe_market')).toBe(false);
    expect(needsLegacyRoot(scope({ '1.13.0': 'shell', '1.12.1': 'mfe_market' }), 'mfe_market')).toBe(false);
    expect(needsLegacyRoot(scope({ '1.12.0': 'shell', '1.11.0': 'mfe_wallet' }), 'mfe_market')).toBe(false);
    expect(needsLegacyRoot(undefined, 'mfe_market')).toBe(false);
  });
});
