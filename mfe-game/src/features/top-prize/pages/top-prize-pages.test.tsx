import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type CardSummary, type TopPrizeEventResponse, type TopPrizeMyCard } from '@fc/shared';
import { fail, fakeApi, fakePublicStream, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { NOW, TMT } from '../../../test/fixtures';
import DispatchPage from './dispatch-page';
import RecallPage from './recall-page';
import TopPrizePage from './top-prize-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };
const TOTAL = TMT(10_000_000);
const stream = fakePublicStream();

const eventCard = (tokenId: string, playerId: number, extra: Partial<TopPrizeMyCard> = {}): TopPrizeMyCard => ({
  tokenId,
  family: 'fp',
  rarity: 'common',
  trial: true,
  playerId,
  playerName: `Player ${playerId}`,
  position: 'MF',
  clubId: playerId,
  clubName: `Club ${playerId}`,
  nationality: `N${playerId}`,
  power: 100,
  penaltyPercent: 0,
  ...extra,
});

const event = (extra: Partial<TopPrizeEventResponse> = {}): TopPrizeEventResponse => ({
  startsAt: NOW - 86_400,
  poolTotal: TOTAL,
  poolLeft: TMT(9_997_400),
  paid: TMT(2_600),
  nextPayoutAt: NOW + 125,
  nextPayout: TMT(2_600),
  totalPower: 400,
  participants: 2,
  recent: [{ at: NOW - 1_675, amount: TMT(2_600), participants: 2, totalPower: 400 }],
  me: null,
  now: NOW,
  ...extra,
});

const mine = (cards: TopPrizeMyCard[], extra: Partial<NonNullable<TopPrizeEventResponse['me']>> = {}): TopPrizeEventResponse['me'] => ({
  power: cards.reduce((total, card) => total + card.power, 0),
  cardsPower: cards.reduce((total, card) => total + card.power, 0),
  bonuses: [],
  bonusPercent: 0,
  projectedShare: TMT(1_300),
  cards,
  rank: 1,
  ...extra,
});

const ranking = { list: [{ rank: 1, club: 'Northgate FC', power: 200, cards: 2, share: TMT(1_300), me: true }], total: 1, page: 1, totalPower: 400 };

const summary = (tokenId: string, playerId: number, rarity: CardSummary['rarity'] = 'rare'): CardSummary => ({
  tokenId,
  family: 'collectible',
  state: 'normal',
  rarity,
  serial: 1,
  supply: 1000,
  kind: null,
  trialUntil: null,
  player: {
    id: playerId,
    name: `Player ${playerId}`,
    nationality: `N${playerId}`,
    born: '2000-01-01',
    position: 'FW',
    preferredPosition: 'ST',
    heightCm: 180,
    club: { id: playerId, name: `Club ${playerId}`, shortName: 'C', primaryColor: '#000', secondaryColor: '#fff' },
  },
  fp: null,
});

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000));
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

describe('/game/topprize', () => {
  it('shows a guest the pool, the countdown, the ranking and the rules, and asks to sign in', async () => {
    fakeApi({ [ApiPaths.topPrizeEvent]: ok(event()), [ApiPaths.topPrizeRanking]: ok({ ...ranking, list: [{ ...ranking.list[0]!, me: false }] }) });
    renderPage(<TopPrizePage />, { path: paths.topPrize() });
    expect(await screen.findByTestId('top-prize-pool-left', {}, FIRST)).toHaveTextContent('9,997,400 TMT');
    expect(screen.getByTestId('top-prize-countdown')).toHaveTextContent(/^02:05$/);
    expect(screen.getByRole('meter', { name: '0% of the pool paid' })).toHaveAttribute('aria-valuetext', '2,600 TMT paid of 10,000,000 TMT');
    expect(screen.getByText('Sign in to send your cards to TopPrize')).toBeInTheDocument();
    expect(await screen.findByTestId('top-prize-ranking-row')).toHaveTextContent('Northgate FC');
    expect(screen.getByTestId('top-prize-ranking-row')).not.toHaveAttribute('aria-current');
    // One page of participants: no pager.
    expect(screen.queryByRole('navigation', { name: 'Ranking pages' })).not.toBeInTheDocument();
    expect(screen.getByText(/Every 30 minutes 2,600 TMT are shared among the participants pro rata to power, until 10,000,000 TMT have been paid/)).toBeInTheDocument();
    expect(screen.getByText(/common 1, rare 10, epic 100, legendary 1,000, unique 3,000/)).toBeInTheDocument();
    expect(screen.getByText(/loses 10% \(common\) or 5% \(rare and up\) more, at most 50%/)).toBeInTheDocument();
    expect(screen.getByText(/Each payout vests linearly over 180 days/)).toBeInTheDocument();
    const recent = within(screen.getByRole('table', { name: 'Last payouts' }));
    expect(recent.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Paid', 'Participants', 'Total power']);
    expect(within(screen.getAllByTestId('top-prize-recent')[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
      '2,600 TMT',
      '2',
      '4',
    ]);
  });

  it('shows my power, projected share, cards and the links to send, recall and claim', async () => {
    logIn();
    fakeApi({
      [ApiPaths.topPrizeEvent]: ok(event({ me: mine([eventCard('11', 1), eventCard('12', 2, { power: 90, penaltyPercent: 10 })]) })),
      [ApiPaths.topPrizeRanking]: ok(ranking),
      [ApiPaths.topPrizePayouts]: ok({ list: [{ at: NOW - 1_675, amount: TMT(1_300), trialAmount: TMT(1_300) }], total: 1, page: 1, totalAmount: TMT(1_300) }),
    });
    renderPage(<TopPrizePage />, { path: paths.topPrize() });
    expect(await screen.findByTestId('top-prize-my-power', {}, FIRST)).toHaveTextContent('1.9');
    expect(screen.getByTestId('top-prize-my-share')).toHaveTextContent('1,300 TMT');
    expect(screen.getAllByTestId('top-prize-my-card')).toHaveLength(2);
    expect(screen.getAllByTestId('top-prize-my-card')[1]).toHaveTextContent('0.9 (−10%)');
    expect(await screen.findByTestId('top-prize-ranking-row')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Send players' })).toHaveAttribute('href', '/game/dispatch');
    expect(screen.getByRole('link', { name: 'Recall players' })).toHaveAttribute('href', '/game/recall');
    expect(screen.getByRole('link', { name: 'Claim center' })).toHaveAttribute('href', '/claim-center');
    const payout = await screen.findByTestId('top-prize-my-payout');
    expect(within(payout).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['1,300 TMT', '1,300 TMT']);
    expect(screen.getByText('What trial cards earn is held until the trial unlock.')).toBeInTheDocument();
  });

  it('offers a retry when the event cannot be loaded', async () => {
    fakeApi({ [ApiPaths.topPrizeEvent]: fail('UNKNOWN'), [ApiPaths.topPrizeRanking]: ok({ list: [], total: 0, page: 1, totalPower: 0 }) });
    renderPage(<TopPrizePage />, { path: paths.topPrize() });
    expect(await screen.findByText('The event could not be loaded', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('Nobody has sent a card yet.')).toBeInTheDocument();
  });
});

describe('/game/topprize, following the public stream', () => {
  it('asks for the event again when the stream says it moved, and polls only while the stream is down', async () => {
    const api = fakeApi({ [ApiPaths.topPrizeEvent]: ok(event()), [ApiPaths.topPrizeRanking]: ok(ranking) });
    const view = renderPage(<TopPrizePage />, { path: paths.topPrize() });
    expect(await screen.findByTestId('top-prize-pool-left', {}, FIRST)).toHaveTextContent('9,997,400 TMT');
    const interval = () => view.queryClient.getQueryCache().findAll({ queryKey: ['game', 'topPrize', 'event'] })[0]?.observers[0]?.options.refetchInterval;
    expect(interval()).toBe(60_000);
    stream.send({ type: 'hello', now: NOW });
    await waitFor(() => expect(interval()).toBe(false));
    await waitFor(() => expect(api.callsTo(ApiPaths.topPrizeEvent)).toHaveLength(2), { timeout: 1000 });
    api.set(ApiPaths.topPrizeEvent, ok(event({ poolLeft: TMT(9_994_800), paid: TMT(5_200) })));
    stream.send({ type: 'topPrize', at: NOW + 1 });
    expect(await screen.findByText('9,994,800 TMT', {}, { timeout: 1000 })).toBeInTheDocument();
    view.unmount();
  });
});

describe('/game/dispatch', () => {
  it('asks a guest to sign in', async () => {
    const api = fakeApi({});
    renderPage(<DispatchPage />, { path: '/game/dispatch' });
    expect(await screen.findByText('Sign in to send your cards to TopPrize', {}, FIRST)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.cardMine)).toHaveLength(0);
  });

  it('previews the power with the selection and sends it, showing the counts and reasons', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.topPrizeEvent]: ok(event({ me: mine([eventCard('11', 1)]), totalPower: 200 })),
      [ApiPaths.cardMine]: ({ family }) =>
        ok({ list: family === 'collectible' ? [summary('21', 5), summary('22', 6), { ...summary('23', 7), state: 'listed' }] : [], total: 3, page: 1, pageSize: 100 }),
      [ApiPaths.topPrizeSend]: ok({ sent: 1, failed: 1, done: ['21'], failures: [{ tokenId: '22', code: 'CARD_BUSY' }], power: 1_100 }),
    });
    renderPage(<DispatchPage />, { path: '/game/dispatch' });
    // The listed card is not offered.
    expect(await screen.findAllByTestId('top-prize-pick', {}, FIRST)).toHaveLength(2);
    const preview = screen.getByTestId('power-preview');
    expect(preview).toHaveTextContent('1 → 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Player 5/ }));
    await user.click(screen.getByRole('checkbox', { name: /Player 6/ }));
    // 1 common + 2 rares = 21.00; share: 2,600 × 2100 ÷ (100 + 2100).
    expect(preview).toHaveTextContent('1 → 21');
    expect(preview).toHaveTextContent('1,300 TMT → 2,481.8181 TMT');
    await user.click(screen.getByRole('button', { name: 'Send 2 cards' }));
    expect(api.callsTo(ApiPaths.topPrizeSend)[0]?.body).toEqual({ tokenIds: ['21', '22'] });
    expect(await screen.findByTestId('batch-result')).toHaveTextContent('1 sent, 1 failed');
    expect(screen.getByText(/Player 6:/)).toBeInTheDocument();
  });

  it('shows the set bonus gained by the selection', async () => {
    logIn();
    const sameClub = (tokenId: string, playerId: number): CardSummary => {
      const card = summary(tokenId, playerId, 'common');
      return { ...card, player: { ...card.player!, club: { ...card.player!.club, id: 9, name: 'Club 9' } } };
    };
    fakeApi({
      [ApiPaths.topPrizeEvent]: ok(event({ me: mine([eventCard('11', 1, { clubId: 9 })]), totalPower: 100 })),
      [ApiPaths.cardMine]: ({ family }) => ok({ list: family === 'collectible' ? [2, 3, 4, 5].map((id) => sameClub(String(20 + id), id)) : [], total: 4, page: 1, pageSize: 100 }),
    });
    renderPage(<DispatchPage />, { path: '/game/dispatch' });
    const user = userEvent.setup();
    for (const id of [2, 3, 4, 5]) await user.click(await screen.findByRole('checkbox', { name: new RegExp(`Player ${id} `) }, FIRST));
    const preview = screen.getByTestId('power-preview');
    expect(preview).toHaveTextContent('1 → 5.25');
    expect(within(preview).getByText('Bonus gained: Club set')).toBeInTheDocument();
  });

  it('stops the selection at the room left of 30', async () => {
    logIn();
    const full = Array.from({ length: 29 }, (_, index) => eventCard(String(100 + index), 100 + index));
    fakeApi({
      [ApiPaths.topPrizeEvent]: ok(event({ me: mine(full) })),
      [ApiPaths.cardMine]: ({ family }) => ok({ list: family === 'collectible' ? [summary('21', 5), summary('22', 6)] : [], total: 2, page: 1, pageSize: 100 }),
    });
    renderPage(<DispatchPage />, { path: '/game/dispatch' });
    expect(await screen.findByText('You may send 1 more card (29 of 30 in the event).', {}, FIRST)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Player 5/ }));
    expect(screen.getByRole('checkbox', { name: /Player 6/ })).toBeDisabled();
  });
});

describe('/game/recall', () => {
  it('previews the power after the recall and recalls with counts', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.topPrizeEvent]: ok(event({ me: mine([eventCard('11', 1), eventCard('12', 2, { rarity: 'rare', power: 1_000 })]), totalPower: 1_100 })),
      [ApiPaths.topPrizeRecall]: ok({ sent: 1, failed: 0, done: ['12'], failures: [], power: 100 }),
    });
    renderPage(<RecallPage />, { path: '/game/recall' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Player 2/ }, FIRST));
    expect(screen.getByTestId('power-preview')).toHaveTextContent('11 → 1');
    await user.click(screen.getByRole('button', { name: 'Recall 1 card' }));
    expect(api.callsTo(ApiPaths.topPrizeRecall)[0]?.body).toEqual({ tokenIds: ['12'] });
    expect(await screen.findByTestId('batch-result')).toHaveTextContent('1 recalled, 0 failed');
  });

  it('says when no card is in the event', async () => {
    logIn();
    fakeApi({ [ApiPaths.topPrizeEvent]: ok(event({ me: mine([]) })) });
    renderPage(<RecallPage />, { path: '/game/recall' });
    expect(await screen.findByText('You have no cards in the event', {}, FIRST)).toBeInTheDocument();
  });
});
