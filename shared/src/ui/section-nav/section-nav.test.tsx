import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SectionNav, type SectionNavGroup } from './section-nav';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderNav(groups: readonly SectionNavGroup[], at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SectionNav label="Collection" groups={groups} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const links = (current?: string) => [
  { id: 'cards', label: 'Cards', to: '/cards', current: current === 'cards' },
  { id: 'packs', label: 'Packs', to: '/packs', current: current === 'packs' },
];

describe('SectionNav', () => {
  it('is a navigation landmark of links, the current page marked, followed by click or keyboard', async () => {
    const user = userEvent.setup();
    renderNav([{ id: 'all', label: '', links: links('cards') }], '/cards');
    const nav = screen.getByRole('navigation', { name: 'Collection' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Cards', '/cards', 'page'],
      ['Packs', '/packs', null],
    ]);

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Cards' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/packs');
  });

  it('shows one row of groups, each leading to its first link, and the links of the group holding the current page', () => {
    renderNav(
      [
        { id: 'play', label: 'Play', links: [{ id: 'home', label: 'Home', to: '/home' }, { id: 'pvp', label: 'PVP', to: '/pvp' }] },
        { id: 'squad', label: 'Squad', links: links('packs') },
      ],
      '/packs',
    );
    const nav = screen.getByRole('navigation', { name: 'Collection' });
    const play = within(nav).getByRole('link', { name: 'Play' });
    expect(play).toHaveAttribute('href', '/home');
    expect(play).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Squad' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Packs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'PVP' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Squad' })).toBeInTheDocument();
  });

  it("shows the first group's links when no link is current, and nothing when there is no link at all", () => {
    const { unmount } = renderNav([
      { id: 'play', label: 'Play', links: [{ id: 'home', label: 'Home', to: '/home' }] },
      { id: 'squad', label: 'Squad', links: links() },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Collection' });
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Cards' })).not.toBeInTheDocument();
    unmount();

    renderNav([{ id: 'all', label: '', links: [] }]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
