import { defineRemote, i18n, type RemoteFace } from '@fc/shared';
import { createRemoteLoader, isLoadFailure, RemoteUnavailableError } from './remote-loader';

const face = (contract = 1): RemoteFace =>
  defineRemote({
    contract,
    name: 'mfe_market',
    namespace: 'loader-test',
    resources: { en: { hello: 'Hello' }, ko: { hello: '안녕하세요' } },
    routes: [{ id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main', load: async () => ({ default: () => null }) }],
  });

describe('createRemoteLoader', () => {
  it('loads a face once, adds its strings to i18n and keeps it', async () => {
    const importFace = jest.fn().mockResolvedValue({ default: face() });
    const loader = createRemoteLoader(importFace);
    const loaded = await loader.loadFace('mfe_market');
    await loader.loadFace('mfe_market');
    expect(loaded.routes[0]?.id).toBe('market.center');
    expect(importFace).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('ko', 'loader-test', 'hello')).toBe('안녕하세요');
  });

  it('does not keep a failure, so that a retry loads again', async () => {
    const importFace = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-003 manifest')).mockResolvedValueOnce({ default: face() });
    const loader = createRemoteLoader(importFace);
    const failure = await loader.loadFace('mfe_market').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(isLoadFailure(failure)).toBe(true);
    await expect(loader.loadFace('mfe_market')).resolves.toMatchObject({ name: 'mfe_market' });
    expect(importFace).toHaveBeenCalledTimes(2);
  });

  it('refuses a face on a contract this shell does not support', async () => {
    const loader = createRemoteLoader(async () => ({ default: face(42) }));
    await expect(loader.loadFace('mfe_market')).rejects.toThrow(RemoteUnavailableError);
  });

  it("prepares what the remote needs before its face (and so its pages) is handed out; a failure is a load failure, retried", async () => {
    const order: string[] = [];
    const prepare = jest.fn(async (name: string) => {
      order.push(`prepare ${name}`);
      if (prepare.mock.calls.length === 1) throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    });
    const loader = createRemoteLoader(async () => ({ default: face() }), {}, prepare);
    const failure = await loader.loadFace('mfe_market').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(isLoadFailure(failure)).toBe(true);
    const loaded = await loader.loadFace('mfe_market').then((value) => (order.push('face'), value));
    expect(loaded.name).toBe('mfe_market');
    expect(order).toEqual(['prepare mfe_market', 'prepare mfe_market', 'face']);
  });

  it('refuses a module that is not a face', async () => {
    const loader = createRemoteLoader(async () => ({ default: { hello: 'world' } }));
    await expect(loader.loadFace('mfe_market')).rejects.toThrow('is not a remote face');
  });
});

describe('isLoadFailure', () => {
  it('treats a webpack ChunkLoadError as a load failure and other errors as crashes', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new TypeError('x is undefined'))).toBe(false);
  });
});
