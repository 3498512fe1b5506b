import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, i18n, paths, type MatchResult } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { AWAY, engineResult, HOME, matchResponse } from '../lib/fixtures';
import { formatRating } from '../lib/timeline';
import MatchPage from './match-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

function renderMatch(matchId = '501') {
  renderPage(<MatchPage />, { path: '/game/match/:matchId', url: `/game/match/${matchId}` });
}

const RESULT: MatchResult = engineResult();
const name = (id: string | null) => [...HOME.starters, ...HOME.substitutes, ...AWAY.starters, ...AWAY.substitutes].find((p) => p.id === id)?.name;

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('match page', () => {
  it('shows a guest the report: clubs with the NPC marked, score, outcome, points, XP, stamina, energy, stats, ratings and scorers', async () => {
    const api = fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
    renderMatch();
    const report = await screen.findByRole('region', { name: 'Match report' }, FIRST);
    expect(api.callsTo(ApiPaths.gameMatch)[0]?.body).toEqual({ matchId: '501' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Harbor Cross Rovers v Northgate NPC');
    expect(screen.getByTestId('match-meta')).toHaveTextContent(/^Ranked · /);
    // A ranked match leads back to the TopManager home.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'TopManager' })).toHaveAttribute('href', paths.gameHome());
    expect(within(report).getByTestId('final-score')).toHaveTextContent(`${RESULT.homeGoals}–${RESULT.awayGoals}`);
    const home = within(report).getByTestId('report-home');
    const away = within(report).getByTestId('report-away');
    expect(within(home).getByRole('heading')).toHaveTextContent('Harbor Cross RoversYou');
    expect(within(away).getByRole('heading')).toHaveTextContent('Northgate NPCNPC');
    const homeOutcome = matchResponse(RESULT).home.outcome;
    expect(within(report).getByTestId('my-outcome')).toHaveTextContent({ win: 'You won.', draw: 'You drew.', loss: 'You lost.' }[homeOutcome]);
    expect(home).toHaveTextContent(`XP+${homeOutcome === 'win' ? 10 : 8} XP to each own starter`);
    expect(home).toHaveTextContent('Stamina spent473 by 11 cards');
    expect(home).toHaveTextContent('Energy spent10');
    expect(away).not.toHaveTextContent('Energy spent');

    const stats = screen.getByRole('region', { name: 'Team stats' });
    const possession = within(stats).getByRole('row', { name: /Possession/ });
    expect(possession).toHaveTextContent(`${RESULT.stats.home.possession}%Possession${RESULT.stats.away.possession}%`);
    const shots = within(stats).getByRole('row', { name: /^\d+ Shots \d+$/ });
    expect(shots).toHaveTextContent(`${RESULT.stats.home.shots}Shots${RESULT.stats.away.shots}`);

    const rows = within(screen.getByRole('region', { name: 'Player ratings' })).getAllByTestId('player-rating');
    expect(rows).toHaveLength(RESULT.players.length);
    const best = [...RESULT.players].filter((p) => p.side === 'home').sort((a, b) => b.rating - a.rating)[0]!;
    expect(rows[0]).toHaveTextContent(`${name(best.playerId)}`);
    expect(rows[0]).toHaveTextContent(`Harbor Cross Rovers${formatRating(best.rating)}`);

    const goals = RESULT.events.filter((event) => event.kind === 'goal' && event.side === 'home');
    const homeScorers = screen.getByRole('list', { name: 'Scorers for Harbor Cross Rovers' });
    expect(within(homeScorers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      goals.length ? goals.map((goal) => `${name(goal.playerId)} ${goal.minute}'`) : ['No goals'],
    );
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(matchResponse(RESULT).seedHash);
  });

  it('replays from kick-off and skips to the result', async () => {
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
    renderMatch();
    const live = await screen.findByTestId('live-score', {}, FIRST);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Harbor Cross Rovers 0–0 Northgate NPC');
    expect(screen.getAllByTestId('pitch-home')).toHaveLength(11);
    expect(screen.getAllByTestId('pitch-away')).toHaveLength(11);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Skip to result' }));
    expect(live).toHaveTextContent(`Harbor Cross Rovers ${RESULT.homeGoals}–${RESULT.awayGoals} Northgate NPC`);
    expect(live).toHaveTextContent(`Full-time: ${RESULT.homeGoals}–${RESULT.awayGoals}.`);
    const commentary = within(screen.getByTestId('commentary')).getAllByRole('listitem');
    expect(commentary).toHaveLength(RESULT.events.length);
    expect(commentary.at(-1)).toHaveTextContent("0' Kick-off!");
    const firstGoal = RESULT.events.find((event) => event.kind === 'goal' && event.otherId)!;
    const club = firstGoal.side === 'home' ? HOME.name : AWAY.name;
    expect(commentary.map((item) => item.textContent)).toContain(
      `${firstGoal.minute}' Goal! ${name(firstGoal.playerId)} scores for ${club}, assisted by ${name(firstGoal.otherId)}. ${firstGoal.home}–${firstGoal.away}.`,
    );
    expect(screen.getByRole('button', { name: 'Skip to result' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveValue(String(RESULT.events.at(-1)!.minute));
  });

  it('plays at ×16, pauses, and follows the timeline', async () => {
    jest.useFakeTimers();
    try {
      fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
      renderMatch();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: '×16' }, FIRST));
      expect(screen.getByRole('button', { name: '×16' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.getByTestId('replay-minute')).toHaveTextContent(/^Minute 16 of \d+$/);
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.getByTestId('replay-minute')).toHaveTextContent(/^Minute 16 of \d+$/);
      fireEvent.change(screen.getByRole('slider', { name: 'Timeline' }), { target: { value: '0' } });
      expect(screen.getByTestId('replay-minute')).toHaveTextContent(/^Minute 0 of \d+$/);
      expect(screen.getByTestId('live-score')).toHaveTextContent('Harbor Cross Rovers 0–0 Northgate NPC');
    } finally {
      jest.useRealTimers();
    }
  });

  it('jumps to the result without animation when reduced motion is asked for', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    try {
      fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
      renderMatch();
      expect(await screen.findByTestId('live-score', {}, FIRST)).toHaveTextContent(`${RESULT.homeGoals}–${RESULT.awayGoals}`);
      expect(screen.getByRole('button', { name: 'Skip to result' })).toBeDisabled();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('checks the replay in the browser: the seed matches its hash and the engine reproduces the stored result', async () => {
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
    renderMatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the replay' }, FIRST));
    const status = screen.getByTestId('replay-status');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `The replay reproduces the stored result: ${RESULT.homeGoals}–${RESULT.awayGoals}, the same ${RESULT.events.length} events, and the seed matches the hash published before kick-off.`,
      ),
    );
  });

  it('says a tampered result does not reproduce: a goal moved to the other side', async () => {
    const goal = RESULT.events.findIndex((event) => event.kind === 'goal');
    const tampered: MatchResult = JSON.parse(JSON.stringify(RESULT)) as MatchResult;
    if (goal >= 0) {
      // The first goal given to the other club: the stored score and events no longer follow from the seed.
      const scorer = tampered.events[goal]!;
      const moved = scorer.side === 'home' ? 1 : -1;
      scorer.side = scorer.side === 'home' ? 'away' : 'home';
      tampered.homeGoals -= moved;
      tampered.awayGoals += moved;
    } else {
      tampered.homeGoals += 1;
    }
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(tampered)) });
    renderMatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the replay' }, FIRST));
    const status = screen.getByTestId('replay-status');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveTextContent('The replay does not reproduce the stored result.'));
    expect(status).toHaveTextContent(
      `The replay ends ${RESULT.homeGoals}–${RESULT.awayGoals}; the report says ${tampered.homeGoals}–${tampered.awayGoals}.`,
    );
    expect(status).not.toHaveTextContent('reproduces the stored result');
  });

  it('says a goal given to another scorer does not reproduce, though the score is the same', async () => {
    const tampered = JSON.parse(JSON.stringify(RESULT)) as MatchResult;
    const goal = tampered.events.find((event) => event.kind === 'goal' && event.side === 'home');
    expect(goal).toBeDefined();
    goal!.playerId = HOME.starters.find((starter) => starter.id !== goal!.playerId && starter.role !== 'GK')!.id;
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(tampered)) });
    renderMatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the replay' }, FIRST));
    const status = screen.getByTestId('replay-status');
    await waitFor(() => expect(status).toHaveTextContent('The replay does not reproduce the stored result.'));
    expect(status).toHaveTextContent('The replay gives the same score, but its events, stats or ratings differ from the stored ones.');
    expect(status).not.toHaveTextContent('The seed hashes to');
  });

  it('says a match of another engine version cannot be replayed here', async () => {
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse({ ...RESULT, engineVersion: 99 })) });
    renderMatch();
    expect(await screen.findByText(/played by engine version 99; this page runs version 1/, {}, FIRST)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check the replay' }));
    const status = screen.getByTestId('replay-status');
    await waitFor(() => expect(status).toHaveTextContent("This page's engine cannot replay a match played by engine version 99."));
  });

  it('says when the seed does not match the hash published before kick-off', async () => {
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT, { seedHash: 'ab'.repeat(32) })) });
    renderMatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the replay' }, FIRST));
    const status = screen.getByTestId('replay-status');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveTextContent('The replay does not reproduce the stored result.'));
    expect(status).toHaveTextContent(/The seed hashes to [0-9a-f]{64}, not to the hash published before kick-off\./);
    expect(status).not.toHaveTextContent('The replay ends');
  });

  it('says a match does not exist', async () => {
    fakeApi({ [ApiPaths.gameMatch]: fail('NOT_FOUND') });
    renderMatch('999');
    expect(await screen.findByText('This match could not be found.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to TopManager' })).toHaveAttribute('href', '/game/topmanager');
  });

  it('does not ask for an id that cannot be a match', async () => {
    const api = fakeApi({});
    renderMatch('abc');
    expect(await screen.findByText('The address does not name a match.', {}, FIRST)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameMatch)).toHaveLength(0);
  });

  it('offers a retry when loading fails', async () => {
    const api = fakeApi({ [ApiPaths.gameMatch]: fail('UNKNOWN') });
    renderMatch();
    expect(await screen.findByText('The match could not be loaded.', {}, FIRST)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.gameMatch)).toHaveLength(2));
  });

  it('speaks Korean', async () => {
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT)) });
    await act(() => i18n.changeLanguage('ko'));
    renderMatch();
    expect(await screen.findByRole('region', { name: '경기 리포트' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '결과로 건너뛰기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시보기 검증' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '공정성' })).toBeInTheDocument();
  });
  it('shows a match not played yet: its clubs and the seed hash published before kick-off, no seed, no result', async () => {
    const played = matchResponse(RESULT);
    const scheduled = { ...played, state: 'scheduled', playedAt: null, home: null, away: null, seed: null, result: null, fair: { homeDigest: null, awayDigest: null, mine: { pairId: 4, nonce: 2 } } };
    fakeApi({ [ApiPaths.gameMatch]: ok(scheduled) });
    renderMatch();
    const pending = await screen.findByRole('region', { name: 'Kick-off pending' }, FIRST);
    expect(within(pending).getByTestId('seed-hash')).toHaveTextContent(played.seedHash);
    expect(within(pending).getByTestId('match-meta')).toHaveTextContent('Harbor Cross Rovers – Northgate NPC');
    expect(screen.queryByTestId('seed')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Match report' })).toBeNull();
  });

  it('shows both draws of a match between two managers and links the caller\'s own to Provably fair', async () => {
    const homeDigest = 'a1'.repeat(32);
    const awayDigest = 'b2'.repeat(32);
    fakeApi({ [ApiPaths.gameMatch]: ok(matchResponse(RESULT, { fair: { homeDigest, awayDigest, mine: { pairId: 7, nonce: 3 } } })) });
    renderMatch();
    expect(await screen.findByTestId('home-digest', {}, FIRST)).toHaveTextContent(homeDigest);
    expect(screen.getByTestId('away-digest')).toHaveTextContent(awayDigest);
    expect(screen.getByRole('link', { name: 'Verify on Provably fair' })).toHaveAttribute(
      'href',
      paths.fair({ pairId: 7, nonce: 3, purpose: 'match', digest: homeDigest, other: awayDigest, side: 'home' }),
    );
  });
});
