import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type CardDetailResponse, type CardSummary } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../test/render';
import { SellableCardPage, SellableFpCardPage, SellableFpCardsPage, SellablePacksPage } from './sell-pages';

// Typing through userEvent on a busy CI machine can outlast the 5 s default.
jest.setTimeout(30_000);

const club = { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' };
const player = { id: 25, name: 'Eli Striker', nationality: 'GB', born: '1999-04-02', position: 'FW' as const, preferredPosition: 'ST' as const, heightCm: 182, club };
const card = (extra: Partial<CardSummary> = {}): CardSummary => ({
  tokenId: '88',
  family: 'collectible',
  state: 'normal',
  rarity: 'epic',
  serial: 5,
  supply: 1000,
  kind: null,
  trialUntil: null,
  player,
  fp: null,
  ...extra,
});
const allowed = { ok: true as const };
const detail = (summary: CardSummary): CardDetailResponse => ({
  card: summary,
  fp: null,
  wornBy: null,
  history: [],
  actions: { list: allowed, train: allowed, stake: allowed, sendToTopPrize: allowed, allocate: allowed, ascend: allowed, camp: allowed, equip: allowed, withdraw: allowed },
});
const pack = (tokenId: string, state: CardSummary['state'] = 'normal'): CardSummary =>
  card({ tokenId, family: 'pack', kind: 'legend', state, rarity: null, serial: null, supply: null, player: null });

describe('selling from the card pages and the collection', () => {
  it("a card's page sells from its actions, and ?sell= opens the dialog on arrival", async () => {
    fakeApi({ [ApiPaths.cardDetail]: ok(detail(card())) });
    renderPage(<SellableCardPage />, { path: '/mycard/:tokenId', url: '/mycard/88' });
    await userEvent.click(within(await screen.findByTestId('card-page-sell')).getByRole('button', { name: 'Sell' }));
    expect(await screen.findByRole('dialog', { name: 'Sell Eli Striker' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/mycard/88?sell=88');
  });

  it('lists the card and links to its listing, while the page reloads the card as listed', async () => {
    let listed = false;
    const api = fakeApi({
      // As the server answers: once the sale is made, the card is `listed`.
      [ApiPaths.cardDetail]: () => ok(detail(card({ state: listed ? 'listed' : 'normal' }))),
      [ApiPaths.marketSell]: () => {
        listed = true;
        return ok({ transId: '9' });
      },
    });
    renderPage(<SellableCardPage />, { path: '/mycard/:tokenId', url: '/mycard/88?sell=88' });
    const dialog = await screen.findByRole('dialog', { name: 'Sell Eli Striker' });
    await userEvent.type(within(dialog).getByTestId('sell-price'), '3');
    await userEvent.click(within(dialog).getByTestId('sell-submit'));
    expect(await within(dialog).findByRole('link', { name: 'See the listing' })).toHaveAttribute('href', '/market/detail/rol/9');
    expect(api.callsTo(ApiPaths.marketSell)[0]?.body).toEqual({ tokenId: '88', saleType: 'fixed', price: (3n * 10n ** 18n).toString() });
    // The page behind the dialog now shows the card on the market; the dialog still shows the way to the listing.
    expect(await screen.findByTestId('sell-on-market')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the listing' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(currentLocation()).toBe('/mycard/88'));
  });

  it("a listed card's page says it is on the market, with a link to my listings", async () => {
    fakeApi({ [ApiPaths.cardDetail]: ok(detail(card({ tokenId: '77', family: 'fp', state: 'listed' }))) });
    renderPage(<SellableFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
    const notice = await screen.findByTestId('sell-on-market');
    expect(within(notice).getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/market/listed');
  });

  it('each pack in the list has Sell beside Open; a listed one says it is on the market', async () => {
    fakeApi({
      [ApiPaths.cardMine]: ok({ list: [pack('301'), pack('302', 'listed')], total: 2, page: 1, pageSize: 24 }),
      [ApiPaths.cardDetail]: ok(detail(pack('301'))),
    });
    renderPage(<SellablePacksPage />, { path: '/collection/packs', url: '/collection/packs' });
    const tiles = await screen.findAllByTestId('sell-action');
    expect(tiles).toHaveLength(1);
    expect(screen.getByTestId('sell-on-market')).toBeInTheDocument();
    await userEvent.click(within(tiles[0] as HTMLElement).getByRole('button', { name: 'Sell' }));
    expect(await screen.findByRole('dialog', { name: 'Sell Pack' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/collection/packs?sell=301');
  });

  it("each FP card tile sells, or says why not: one in the lineup links to the lineup", async () => {
    const fp = { level: 3, xp: 20, stamina: 70, rating: 64 };
    fakeApi({
      [ApiPaths.cardMine]: ok({ list: [card({ tokenId: '11', family: 'fp', fp }), card({ tokenId: '12', family: 'fp', fp, state: 'battling' })], total: 2, page: 1, pageSize: 24 }),
      [ApiPaths.cardDetail]: ok(detail(card({ tokenId: '11', family: 'fp', fp }))),
    });
    renderPage(<SellableFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards' });
    const [free, inLineup] = await screen.findAllByTestId('sell-action');
    expect(within(inLineup as HTMLElement).getByRole('button', { name: 'Sell' })).toBeDisabled();
    expect(within(inLineup as HTMLElement).getByRole('link', { name: 'Go to the lineup' })).toHaveAttribute('href', '/game/topmanager');
    await userEvent.click(within(free as HTMLElement).getByRole('button', { name: 'Sell' }));
    expect(await screen.findByRole('dialog', { name: 'Sell Eli Striker' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/collection/fpcards?sell=11');
  });
});
