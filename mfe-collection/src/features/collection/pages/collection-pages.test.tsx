import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type CardMineResponse, type CardSummary, type Position, type PreferredPosition } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import CollectionFpCardsPage from './collection-fp-cards-page';
import CollectionPacksPage from './collection-packs-page';
import CollectionCardsPage from './collection-cards-page';

const club = { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' };
const player = (id: number, name: string, position: Position, preferredPosition: PreferredPosition) => ({
  id,
  name,
  nationality: 'GB',
  born: '1999-04-02',
  position,
  preferredPosition,
  heightCm: 182,
  club,
});
const base = { serial: null, supply: null, kind: null, trialUntil: null, player: null, fp: null, rarity: null, state: 'normal' as const };
const pack = (tokenId: string, kind = 'allStar'): CardSummary => ({ ...base, tokenId, family: 'pack', kind });
const collectible = (tokenId: string, name: string, rarity: CardSummary['rarity'] = 'rare'): CardSummary => ({
  ...base,
  tokenId,
  family: 'collectible',
  rarity,
  serial: 7,
  supply: 1000,
  player: player(Number(tokenId), name, 'FW', 'ST'),
});
const fp = (tokenId: string, name: string, position: 'GK' | 'FW', extra: Partial<CardSummary> = {}): CardSummary => ({
  ...base,
  tokenId,
  family: 'fp',
  rarity: 'epic',
  serial: 3,
  supply: 100,
  player: player(Number(tokenId), name, position, position === 'GK' ? 'GK' : 'ST'),
  fp: { level: 4, xp: 10, stamina: 90, rating: 68 },
  ...extra,
});
const page = (list: CardSummary[], total = list.length): CardMineResponse => ({ list, total, page: 1, pageSize: 24 });

describe('My packs', () => {
  it('opens a pack and reveals its cards; the pack leaves the list', async () => {
    let opened = false;
    const api = fakeApi({
      [ApiPaths.cardMine]: () => ok(page(opened ? [] : [pack('11'), pack('12', 'legend')])),
      [ApiPaths.cardOpen]: () => {
        opened = true;
        return ok({ opened: '11', seed: 'ab'.repeat(32), cards: [collectible('21', 'Ada Stone', 'epic'), collectible('22', 'Ben Hart')] });
      },
    });
    renderPage(<CollectionPacksPage />, { path: '/collection/packs' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'My packs', level: 1 })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.cardMine)[0]?.body).toEqual({ family: 'pack', page: 1, pageSize: 24 });
    const tiles = await screen.findAllByTestId('card-tile');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['All Star pack', 'Legend pack']);

    await user.click(within(tiles[0]!).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'You got 2 cards' });
    expect(within(dialog).getAllByTestId('card-tile').map((tile) => tile.getAttribute('data-rarity'))).toEqual(['epic', 'rare']);
    expect(within(dialog).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/mycard/21');
    expect(api.callsTo(ApiPaths.cardOpen)[0]?.body).toEqual({ tokenId: '11' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No packs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get packs' })).toHaveAttribute('href', '/packs');
  });

  it('says why a pack did not open, and keeps it', async () => {
    fakeApi({ [ApiPaths.cardMine]: ok(page([pack('11')])), [ApiPaths.cardOpen]: fail('CARD_ACTION_UNAVAILABLE', { field: 'tokenId' }) });
    renderPage(<CollectionPacksPage />, { path: '/collection/packs' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText("This card can't do that.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('card-tile')).toHaveLength(1);
  });
});

describe('My cards', () => {
  it('shows each card with its rarity, club, line and serial, and offers a retry when loading fails', async () => {
    let calls = 0;
    fakeApi({ [ApiPaths.cardMine]: () => (++calls === 1 ? fail('UNKNOWN') : ok(page([collectible('31', 'Cal Reyes', 'legendary')]))) });
    renderPage(<CollectionCardsPage />, { path: '/collection/cards' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    const tile = await screen.findByTestId('card-tile');
    expect(tile).toHaveAttribute('data-rarity', 'legendary');
    expect(within(tile).getByText('Legendary')).toBeInTheDocument();
    expect(within(tile).getByText('HAR · Forward')).toBeInTheDocument();
    expect(within(tile).getByTestId('card-serial')).toHaveTextContent('#7 / 1000');
  });
});

describe('FP cards', () => {
  it('filters on the server by rarity, position and name, back to page 1, and keeps the filters in the URL', async () => {
    const api = fakeApi({ [ApiPaths.cardMine]: ok(page([fp('41', 'Dan Keeper', 'GK'), fp('42', 'Eli Striker', 'FW')], 30)) });
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards/grid?page=2' });
    const user = userEvent.setup();
    await screen.findAllByTestId('card-tile');
    expect(api.callsTo(ApiPaths.cardMine).at(-1)?.body).toEqual({ family: 'fp', page: 2, pageSize: 24 });

    await user.selectOptions(screen.getByLabelText('Rarity'), 'epic');
    await user.selectOptions(screen.getByLabelText('Position'), 'GK');
    await user.type(screen.getByLabelText('Player name'), 'dan');
    await waitFor(() => expect(api.callsTo(ApiPaths.cardMine).at(-1)?.body).toEqual({ family: 'fp', rarity: 'epic', position: 'GK', search: 'dan', page: 1, pageSize: 24 }));
    expect(currentLocation()).toBe('/collection/fpcards/grid?rarity=epic&position=GK&q=dan');
  });

  it("groups the cards by position, shows level, stamina and a trial card's end", async () => {
    const trialUntil = Date.UTC(2030, 1, 14) / 1000;
    fakeApi({ [ApiPaths.cardMine]: ok(page([fp('51', 'Fay Forward', 'FW'), fp('52', 'Gus Goal', 'GK', { state: 'trial', trialUntil, serial: null, supply: null })])) });
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards/position' });
    const goalkeepers = await screen.findByRole('region', { name: 'Goalkeeper' });
    const forwards = screen.getByRole('region', { name: 'Forward' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Goalkeeper', 'Forward']);
    expect(within(forwards).getByText('Lv 4')).toBeInTheDocument();
    expect(within(forwards).getByRole('meter', { name: 'Stamina 90 of 120' })).toHaveAttribute('value', '90');
    expect(within(goalkeepers).getByText(/^Trial until /)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By position' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers other filters when nothing matches, and packs when there are no FP cards at all', async () => {
    fakeApi({ [ApiPaths.cardMine]: ok(page([])) });
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards?rarity=unique' });
    expect(await screen.findByText('No cards match these filters')).toBeInTheDocument();
  });
});
