import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiPaths,
  logoutSession,
  setLanguage,
  type CardSummary,
  type ErrorCodeName,
  type Rarity,
  type TrainingCard,
  type TrainingCardsResponse,
  type TrainingListResponse,
  type TrainingQuoteResponse,
  type TrainingView,
} from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import MintPage from './mint-page';
import TrainingCampPage from './training-camp-page';

const NOW = 1_900_000_000;
const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;
const club = { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' };

const fpCard = (tokenId: string, name: string, rarity: Rarity, level: number, state: CardSummary['state'] = 'normal'): CardSummary => ({
  tokenId,
  family: 'fp',
  state,
  rarity,
  serial: 3,
  supply: 1000,
  kind: null,
  trialUntil: null,
  player: { id: Number(tokenId), name, nationality: 'GB', born: '1999-04-02', position: 'FW', preferredPosition: 'ST', heightCm: 182, club },
  fp: { level, xp: 0, stamina: 120, rating: 60 },
});

const entry = (card: CardSummary, cost: number, refusal: ErrorCodeName | null = null, mintCount = 0): TrainingCard => ({
  card,
  mintCount,
  mintLimit: card.rarity === 'legendary' ? 3 : 7,
  next: { k: mintCount + 1, level: mintCount === 0 ? 5 : 10, cost: TMT(cost) },
  refusal,
});

const ADA = fpCard('101', 'Ada Stone', 'rare', 5);
const BEN = fpCard('102', 'Ben Hart', 'common', 6);
const CAL = fpCard('103', 'Cal Reyes', 'epic', 4);
const ODDS = [
  { rarity: 'common' as const, chance: 6_000 },
  { rarity: 'rare' as const, chance: 3_400 },
  { rarity: 'epic' as const, chance: 550 },
  { rarity: 'legendary' as const, chance: 50 },
];

const training = (state: TrainingView['state'], extra: Partial<TrainingView> = {}): TrainingView => ({
  id: 'tr-1',
  state,
  parents: [
    { card: { ...ADA, state: state === 'finished' ? 'normal' : 'training' }, k: 1, cost: TMT(60) },
    { card: { ...BEN, state: state === 'finished' ? 'normal' : 'training' }, k: 1, cost: TMT(30) },
  ],
  odds: ODDS,
  startedAt: NOW - 3600,
  finishesAt: NOW + 5 * 3600 + 125,
  finishedAt: null,
  seedHash: 'ab'.repeat(32),
  seed: null,
  fair: null,
  childRarity: null,
  childBox: null,
  childBoxOpened: false,
  ...extra,
});

const quote = (parent: TrainingCard, extra: Partial<TrainingQuoteResponse> = {}): TrainingQuoteResponse => ({
  parent,
  partner: null,
  odds: null,
  total: null,
  durationS: 86_400,
  latest: null,
  now: NOW,
  ...extra,
});

const cardsPage = (list: TrainingCard[]): TrainingCardsResponse => ({ list, total: list.length, page: 1, pageSize: 12 });

beforeEach(() => logIn());

describe('Card training (/collection/mint/:tokenId)', () => {
  it('lists the second parents with the reason of those that cannot train, shows costs and odds before paying, then the countdown', async () => {
    let started = false;
    const api = fakeApi({
      [ApiPaths.trainingQuote]: (body) =>
        ok(
          started
            ? quote(entry({ ...ADA, state: 'training' }, 60, 'CARD_BUSY', 1), { latest: training('started') })
            : body.partnerTokenId === BEN.tokenId
              ? quote(entry(ADA, 60), { partner: entry(BEN, 30), odds: ODDS, total: TMT(90) })
              : quote(entry(ADA, 60)),
        ),
      [ApiPaths.trainingCards]: ok(cardsPage([entry(ADA, 60), entry(BEN, 30), entry(CAL, 250, 'LEVEL_NOT_ENOUGH')])),
      [ApiPaths.trainingStart]: () => {
        started = true;
        return ok(training('started'));
      },
    });
    renderPage(<MintPage />, { path: '/collection/mint/:tokenId', url: `/collection/mint/${ADA.tokenId}` });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Card training', level: 1 })).toBeInTheDocument();
    // The way back leads to the card being trained, once its name is known.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', `/mycard/fp/${ADA.tokenId}`);
    expect(within(crumbs).getByRole('link', { name: 'FP cards' })).toHaveAttribute('href', '/collection/fpcards');
    const parent = within(await screen.findByRole('region', { name: 'First parent' })).getByTestId('training-card');
    expect(within(parent).getByText('Trained 0 of 7 times')).toBeInTheDocument();
    expect(within(parent).getByText('Training 1 needs level 5 · 60 TMT')).toBeInTheDocument();

    const partners = within(await screen.findByTestId('partners')).getAllByTestId('training-card');
    expect(partners.map((card) => card.getAttribute('data-token-id'))).toEqual([BEN.tokenId, CAL.tokenId]);
    expect(within(partners[1]!).getByTestId('training-refusal')).toHaveTextContent("The card's level is not high enough.");
    expect(within(partners[1]!).getByRole('button', { name: 'Choose' })).toBeDisabled();

    // Until a partner is chosen, the checkout's place says what will show there.
    expect(screen.getByText(/^Choose the second parent: what each pays/)).toBeInTheDocument();
    await user.click(within(partners[0]!).getByRole('button', { name: 'Choose' }));
    expect(currentLocation()).toBe(`/collection/mint/${ADA.tokenId}?partner=${BEN.tokenId}`);
    const checkout = await screen.findByTestId('checkout');
    const costs = within(checkout).getByTestId('costs-table');
    expect(within(costs).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CardLevel neededCost',
      'Ada StoneLv 560 TMT',
      'Ben HartLv 530 TMT',
      'Total90 TMT',
    ]);
    const odds = within(checkout).getByRole('table', { name: 'Child rarity odds' });
    expect(within(odds).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Common60%', 'Rare34%', 'Epic5.5%', 'Legendary0.5%']);

    await user.click(within(checkout).getByRole('button', { name: 'Confirm and pay 90 TMT' }));
    expect(api.callsTo(ApiPaths.trainingStart)[0]?.body).toEqual({ tokenId: ADA.tokenId, partnerTokenId: BEN.tokenId });
    expect(await screen.findByText('Training started. The mystery box arrives in 24 hours.')).toBeInTheDocument();
    expect(await screen.findByTestId('training-countdown')).toHaveTextContent('5:02:05 left');
    expect(within(screen.getByTestId('training')).getByText('Started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('checkout')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'First parent' })).getByText('This card is busy right now (listed, staking, training or playing).')).toBeInTheDocument();
  });

  it('says in the page why the training did not start, and keeps the choice', async () => {
    fakeApi({
      [ApiPaths.trainingQuote]: (body) => ok(body.partnerTokenId ? quote(entry(ADA, 60), { partner: entry(BEN, 30), odds: ODDS, total: TMT(90) }) : quote(entry(ADA, 60))),
      [ApiPaths.trainingCards]: ok(cardsPage([entry(BEN, 30)])),
      [ApiPaths.trainingStart]: fail('BALANCE_NOT_ENOUGH'),
    });
    renderPage(<MintPage />, { path: '/collection/mint/:tokenId', url: `/collection/mint/${ADA.tokenId}?partner=${BEN.tokenId}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm and pay 90 TMT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is not enough.');
    expect(screen.getByTestId('checkout')).toBeInTheDocument();
  });

  it('offers no partner choice for a card that cannot train, with the reason', async () => {
    const api = fakeApi({ [ApiPaths.trainingQuote]: ok(quote(entry(CAL, 250, 'LEVEL_NOT_ENOUGH'))) });
    renderPage(<MintPage />, { path: '/collection/mint/:tokenId', url: `/collection/mint/${CAL.tokenId}` });
    expect(await screen.findByTestId('training-refusal')).toHaveTextContent("The card's level is not high enough.");
    expect(screen.queryByRole('region', { name: 'Choose the second parent' })).not.toBeInTheDocument();
    expect(api.callsTo(ApiPaths.trainingCards)).toHaveLength(0);
  });

  it('shows a finished training with the way to its box', async () => {
    fakeApi({
      [ApiPaths.trainingQuote]: ok(quote(entry(ADA, 60, null, 1), { latest: training('finished', { finishedAt: NOW - 60, childRarity: 'rare', childBox: '555', seed: 'cd'.repeat(32), fair: { pairId: 3, nonce: 1, purpose: 'training' } }) })),
      [ApiPaths.trainingCards]: ok(cardsPage([entry(BEN, 30)])),
    });
    renderPage(<MintPage />, { path: '/collection/mint/:tokenId', url: `/collection/mint/${ADA.tokenId}` });
    const panel = await screen.findByTestId('training');
    expect(within(panel).getByText('Finished')).toBeInTheDocument();
    expect(within(panel).getByText(/^Box delivered/)).toHaveTextContent(/Box delivered \w{3} \d+, 2030/);
    expect(within(panel).getByTestId('training-child')).toHaveTextContent('Rare mystery box');
    expect(within(panel).getByRole('link', { name: 'Open your box' })).toHaveAttribute('href', '/collection/fppack');
    expect(within(panel).getByRole('link', { name: 'Verify this training' })).toHaveAttribute(
      'href',
      `/fair?pair=3&nonce=1&purpose=training&digest=${'cd'.repeat(32)}`,
    );
  });

  it('answers a card that is not the user’s with a way back to the FP cards', async () => {
    fakeApi({ [ApiPaths.trainingQuote]: fail('NOT_FOUND', { field: 'tokenId' }) });
    renderPage(<MintPage />, { path: '/collection/mint/:tokenId', url: '/collection/mint/999' });
    expect(await screen.findByText('This card is not in your collection')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my FP cards' })).toHaveAttribute('href', '/collection/fpcards');
  });
});

describe('Training camp (/game/train)', () => {
  it('shows the trainings with a countdown and the cards ready to train, each leading to its training page', async () => {
    fakeApi({
      [ApiPaths.trainingList]: ok<TrainingListResponse>({ list: [training('in_progress')], total: 1, page: 1, pageSize: 20, now: NOW }),
      [ApiPaths.trainingCards]: ok(cardsPage([entry(CAL, 250), entry(BEN, 30, 'STAMINA_NOT_ENOUGH')])),
    });
    renderPage(<TrainingCampPage />, { path: '/game/train' });
    const panel = await screen.findByTestId('training');
    expect(within(panel).getByText('In progress')).toBeInTheDocument();
    expect(within(panel).getByTestId('training-countdown')).toHaveTextContent('5:02:05 left');
    expect(within(panel).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', `/collection/mint/${ADA.tokenId}`);
    const ready = within(await screen.findByTestId('ready-cards')).getAllByTestId('training-card');
    expect(ready.map((card) => card.getAttribute('data-token-id'))).toEqual([CAL.tokenId]);
    expect(within(ready[0]!).getByRole('link', { name: 'Train' })).toHaveAttribute('href', `/collection/mint/${CAL.tokenId}`);
  });

  it('has a way forward when there is nothing yet', async () => {
    fakeApi({
      [ApiPaths.trainingList]: ok<TrainingListResponse>({ list: [], total: 0, page: 1, pageSize: 20, now: NOW }),
      [ApiPaths.trainingCards]: ok(cardsPage([entry(CAL, 250, 'LEVEL_NOT_ENOUGH')])),
    });
    renderPage(<TrainingCampPage />, { path: '/game/train' });
    expect(await screen.findByText('No trainings yet')).toBeInTheDocument();
    expect(await screen.findByText('None of your cards can train yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my FP cards' })).toHaveAttribute('href', '/collection/fpcards');
  });

  it('asks a guest to log in, in Korean too, and calls nothing', async () => {
    logoutSession();
    const api = fakeApi({});
    await act(() => setLanguage('ko'));
    try {
      renderPage(<TrainingCampPage />, { path: '/game/train' });
      expect(await screen.findByRole('heading', { name: '트레이닝 캠프', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('로그인하고 카드를 훈련하세요')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirect=%2Fgame%2Ftrain');
      expect(api.calls).toHaveLength(0);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
