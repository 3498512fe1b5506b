import { act, screen, within } from '@testing-library/react';
import { publishDiagnostics, setLanguage } from '@fc/shared';
import { renderPage } from '../../../test/render';
import TestPage from './test-page';

const RUNNING = { remotes: { mfe_auth: '1.0.0-aaaa1111', mfe_market: '1.1.0-bbbb2222' }, shell: '1.0.0-5e11a000', registryRevision: 9 };

afterEach(async () => {
  delete (globalThis as { __FC__?: unknown }).__FC__;
  await act(() => setLanguage('en'));
});

describe('/test', () => {
  it("shows the visitor's canary bucket and which remotes run their canary version", () => {
    publishDiagnostics({ ...RUNNING, visitor: { bucket: 4, canary: ['mfe_market'], reported: ['mfe_market'] } });
    renderPage(<TestPage />, { path: '/test' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Test');
    expect(screen.getByTestId('test-active-version')).toHaveTextContent('1.1.0-bbbb2222');
    expect(screen.getByTestId('test-release')).toHaveTextContent('Canary');
    expect(screen.getByTestId('test-bucket')).toHaveTextContent('4');
    const rows = within(screen.getByTestId('test-remote-versions')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Shell1.0.0-5e11a000', 'mfe_auth1.0.0-aaaa1111Stable', 'mfe_market1.1.0-bbbb2222Canary']);
    expect(screen.getByText('Registry revision 9')).toBeInTheDocument();
  });

  it('says stable outside the canary, in Korean too', async () => {
    publishDiagnostics({ ...RUNNING, visitor: { bucket: 71, canary: [], reported: ['mfe_market'] } });
    await act(() => setLanguage('ko'));
    renderPage(<TestPage />, { path: '/test' });
    expect(screen.getByTestId('test-release')).toHaveTextContent('안정');
    expect(screen.getByTestId('test-bucket')).toHaveTextContent('71');
    expect(screen.getByText('카나리 버킷 (0–99)')).toBeInTheDocument();
  });

  it('says no canary runs when the shell published no visitor (the page leaves the bucket out then)', () => {
    publishDiagnostics({ ...RUNNING, visitor: null });
    renderPage(<TestPage />, { path: '/test' });
    expect(screen.getByTestId('test-bucket')).toHaveTextContent('None: no canary is running');
  });
});
