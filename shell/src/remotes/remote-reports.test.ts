import { publishDiagnostics, REMOTE_REPORT_PATH, type RemoteReport } from '@fc/shared';
import { forgetSentReports, reportRemotePage } from './remote-reports';

const realFetch = globalThis.fetch;
let fetchSpy: jest.Mock;
const sentBodies = () =>
  fetchSpy.mock.calls.map(([url, init]: [string, RequestInit]) => ({ url, ...(JSON.parse(String(init.body)) as RemoteReport) }));

beforeEach(() => {
  forgetSentReports();
  fetchSpy = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));
  globalThis.fetch = fetchSpy;
  publishDiagnostics({
    remotes: { mfe_market: '1.1.0-bbbbbbbb', mfe_auth: '1.0.0-aaaaaaaa' },
    shell: '1.0.0',
    registryRevision: 4,
    visitor: { bucket: 3, canary: ['mfe_market'], reported: ['mfe_market'] },
  });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as { __FC__?: unknown }).__FC__;
});

describe('reportRemotePage', () => {
  it("sends a remote's page load and its failure once per page load, with the version running", () => {
    reportRemotePage('mfe_market', 'load');
    reportRemotePage('mfe_market', 'load');
    reportRemotePage('mfe_market', 'error');
    reportRemotePage('mfe_market', 'error');
    const sent = sentBodies();
    expect(sent).toEqual([
      { url: REMOTE_REPORT_PATH, pageLoad: expect.stringMatching(/^[0-9a-f]{24}$/), remote: 'mfe_market', version: '1.1.0-bbbbbbbb', kind: 'load' },
      { url: REMOTE_REPORT_PATH, pageLoad: sent[0]!.pageLoad, remote: 'mfe_market', version: '1.1.0-bbbbbbbb', kind: 'error' },
    ]);
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends nothing for a remote running no canary, nor without a registry', () => {
    reportRemotePage('mfe_auth', 'error');
    publishDiagnostics({ remotes: { mfe_market: '1.1.0-bbbbbbbb' }, shell: '1.0.0', registryRevision: null, visitor: null });
    reportRemotePage('mfe_market', 'error');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
