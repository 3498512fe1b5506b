import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, setLanguage } from '@fc/shared';
import { renderPage } from '../../../test/render';
import GuidancePage from './guidance-page';

jest.setTimeout(30_000);

function renderGuidance() {
  renderPage(<GuidancePage />, { path: paths.guidance() });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('How to play', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lists every section in its table of contents, linked to the section', () => {
    renderGuidance();
    const toc = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(toc).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lineup and tactics', '#lineup'],
      ['Energy and stamina', '#energy'],
      ['The ranked queue', '#queue'],
      ['Results, points and XP', '#results'],
      ['Seasons and ranking', '#seasons'],
      ['Rewards', '#rewards'],
      ['PVE', '#pve'],
      ['PVP', '#pvp'],
    ]);
    expect(screen.getByRole('region', { name: 'Energy and stamina' })).toHaveAttribute('id', 'energy');
  });

  it('draws the chosen formation on the pitch', async () => {
    renderGuidance();
    const lineup = screen.getByRole('region', { name: 'Lineup and tactics' });
    expect(within(lineup).getByRole('img', { name: 'Formation 4-4-2 on the pitch' })).toBeInTheDocument();
    await userEvent.setup().click(within(lineup).getByRole('button', { name: '4-3-3' }));
    const pitch = within(lineup).getByRole('img', { name: 'Formation 4-3-3 on the pitch' });
    expect(within(lineup).getByRole('button', { name: '4-3-3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(pitch).getAllByTestId('pitch-slot').map((slot) => slot.textContent)).toEqual([
      'GK', 'LB', 'CB', 'CB', 'RB', 'CM', 'CDM', 'CM', 'LW', 'ST', 'RW',
    ]);
    expect(lineup).toHaveTextContent('11 starters and up to 7 substitutes.');
    expect(lineup).toHaveTextContent('At least 3 of your own cards (NFT or trial cards); an empty slot is filled by a system card, common and level 1.');
    expect(within(lineup).getByRole('link', { name: 'Build a lineup' })).toHaveAttribute('href', paths.editGroup('new'));
  });

  it('explains energy, stamina, the queue, points and XP with the game’s numbers', () => {
    renderGuidance();
    const energy = screen.getByRole('region', { name: 'Energy and stamina' });
    expect(within(energy).getByRole('img', { name: 'An energy bar of 100 in 10 blocks of 10' })).toBeInTheDocument();
    expect(energy).toHaveTextContent('Energy comes back by 1 every 18 minutes: from empty to full in 30 hours.');
    expect(energy).toHaveTextContent('Buy 10 energy for 20 TMT, up to 5 times a UTC day, never above the cap.');
    expect(rowsOf(within(energy).getByRole('table', { name: 'Stamina a match costs' }))).toEqual(['WinDrawLoss', 'Home505050', 'Away40200']);
    expect(energy).toHaveTextContent('A card with physical 60 spends 42 instead of 50.');
    const queue = screen.getByRole('region', { name: 'The ranked queue' });
    expect(
      within(queue).getByRole('img', { name: 'Opponents within 15% of your team rating, 30% after 10 seconds, an NPC club after 30 seconds' }),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results, points and XP' });
    expect(rowsOf(within(results).getByRole('table', { name: 'Points per result' }))).toEqual(['ResultPoints', 'Win3', 'Draw1', 'Loss0']);
    expect(results).toHaveTextContent('Each of your own starters gets 10 XP after a home win and 8 XP after any other result.');
  });

  it('explains seasons, rewards with an example, PVE and PVP, with links to each page', () => {
    renderGuidance();
    const seasons = screen.getByRole('region', { name: 'Seasons and ranking' });
    expect(seasons).toHaveTextContent('A season lasts 28 days; the first, S0, started on Nov 2, 2026 (UTC)');
    expect(within(seasons).getByRole('link', { name: 'See the ranking' })).toHaveAttribute('href', paths.topManagerRanking());
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect(rewards).toHaveTextContent('Every day at 00:00 UTC, 25,000 TMT is shared by the day\'s points among the top 10,000 clubs.');
    expect(rewards).toHaveTextContent('When a season ends, 250,000 TMT is shared by season points.');
    expect(screen.getByTestId('reward-example')).toHaveTextContent('For example, 12 points out of 4,800 on a day earn 62.5 TMT.');
    expect(within(rewards).getByRole('link', { name: 'Claim center' })).toHaveAttribute('href', paths.claimCenter());
    const pve = screen.getByRole('region', { name: 'PVE' });
    const ladder = rowsOf(within(pve).getByRole('table', { name: 'The PVE ladder' }));
    expect(ladder).toHaveLength(11);
    expect(ladder[1]).toBe('135Energy drink');
    expect(ladder[10]).toBe('1080Boots');
    const pvp = screen.getByRole('region', { name: 'PVP' });
    expect(pvp).toHaveTextContent('A win pays 10 TMT and a draw 3 TMT, for your first 5 rewarded matches of each UTC day, released over 30 days.');
    expect(within(pvp).getByRole('link', { name: 'PVP rewards' })).toHaveAttribute('href', paths.pvpRewards());
  });

  it('reads in Korean', async () => {
    await act(() => setLanguage('ko'));
    renderGuidance();
    const results = screen.getByRole('region', { name: '결과, 포인트와 경험치' });
    expect(rowsOf(within(results).getByRole('table', { name: '결과별 포인트' }))).toEqual(['결과포인트', '승리3', '무승부1', '패배0']);
    expect(screen.getByRole('img', { name: '경기장 위의 4-4-2 포메이션' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '에너지와 스태미나' })).toHaveTextContent('에너지는 18분마다 1씩 회복됩니다.');
  });
});
