import { remoteEntryUrl } from './mf-runtime';

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
