import type { ReactElement } from 'react';
import { render as renderElement, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { i18n, publishDiagnostics } from '@fc/shared';
import { addShellResources } from '../../../lib/i18n';
import { RemoteVersions } from './remote-versions';

void addShellResources();

const render = (element: ReactElement) => renderElement(<MemoryRouter>{element}</MemoryRouter>);

const DEPLOYED = {
  shell: '1.0.0-5e11a000',
  remotes: { mfe_auth: '1.2.0-aaaa1111', mfe_market: '1.0.0-bbbb2222' },
  registryRevision: 4,
  visitor: { bucket: 57, canary: [], reported: [] },
};
const IN_CANARY = { ...DEPLOYED, visitor: { bucket: 3, canary: ['mfe_market' as const], reported: ['mfe_market' as const] } };

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  delete (globalThis as { __FC__?: unknown }).__FC__;
});

describe('RemoteVersions (footer)', () => {
  it('shows the running deploy on one line and every remote version when opened', async () => {
    publishDiagnostics(DEPLOYED);
    render(<RemoteVersions versions={{}} shellVersion="1.0.0" />);

    const summary = screen.getByText('shell 1.0.0-5e11a000 · 2 remotes');
    expect(summary).toHaveAttribute('title', 'shell 1.0.0-5e11a000\nmfe_auth 1.2.0-aaaa1111\nmfe_market 1.0.0-bbbb2222\ncanary bucket 57');
    await userEvent.click(summary);
    const list = within(screen.getByTestId('remote-versions')).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'shell 1.0.0-5e11a000',
      'mfe_auth 1.2.0-aaaa1111',
      'mfe_market 1.0.0-bbbb2222',
      'Canary bucket 57',
    ]);
    expect(screen.queryByText(/^1\.0\.0$/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('remote-versions')).getByRole('link', { name: 'Diagnostics' })).toHaveAttribute('href', '/test');
  });

  it("marks the remotes whose canary this visitor gets, with the visitor's bucket", async () => {
    publishDiagnostics(IN_CANARY);
    render(<RemoteVersions versions={{}} shellVersion="1.0.0" />);
    const summary = screen.getByText('shell 1.0.0-5e11a000 · 2 remotes');
    expect(summary).toHaveAttribute('title', 'shell 1.0.0-5e11a000\nmfe_auth 1.2.0-aaaa1111\nmfe_market 1.0.0-bbbb2222 (canary)\ncanary bucket 3');
    await userEvent.click(summary);
    const list = within(screen.getByTestId('remote-versions')).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'shell 1.0.0-5e11a000',
      'mfe_auth 1.2.0-aaaa1111',
      'mfe_marketcanary 1.0.0-bbbb2222',
      'Canary bucket 3',
    ]);
  });

  it('falls back to what the shell routes to when nothing is published', () => {
    render(<RemoteVersions versions={{ mfe_game: '2.0.0-cccc3333' }} shellVersion="dev" />);
    expect(screen.getByText('shell dev · 1 remote')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    publishDiagnostics(DEPLOYED);
    render(<RemoteVersions versions={{}} shellVersion="1.0.0" />);
    expect(screen.getByText('셸 1.0.0-5e11a000 · 리모트 2개')).toBeInTheDocument();
    expect(screen.getByText('카나리 버킷')).toBeInTheDocument();
  });
});
