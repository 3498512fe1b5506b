import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type CardMineResponse, type CardSummary, type Position, type PreferredPosition } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import CollectionFpCardsPage from './collection-fp-cards-page';
import CollectionPacksPage from './collection-packs-page';
import CollectionCardsPage from './collection-cards-page';
import CollectionItemsPage from './collection-items-page';

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
  it('opens a pack: its art, then its cards face down turned one at a time (rarest last), then every card pulled', async () => {
    let opened = false;
    const fair = { pairId: 4, nonce: 2, purpose: 'pack' as const, serverSeedHash: 'cd'.repeat(32), playerSeed: 'lucky', digest: 'ab'.repeat(32) };
    const api = fakeApi({
      [ApiPaths.cardMine]: () => ok(page(opened ? [] : [pack('11'), pack('12', 'legend')])),
      [ApiPaths.cardOpen]: () => {
        opened = true;
        return ok({ opened: '11', seed: 'ab'.repeat(32), fair, cards: [collectible('21', 'Ada Stone', 'epic'), collectible('22', 'Ben Hart')] });
      },
    });
    renderPage(<CollectionPacksPage />, { path: '/collection/packs' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'My packs', level: 1 })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.cardMine)[0]?.body).toEqual({ family: 'pack', page: 1, pageSize: 24 });
    expect(await screen.findByText('2 packs')).toBeInTheDocument();
    const tiles = await screen.findAllByTestId('card-tile');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['All Star pack', 'Legend pack']);

    await user.click(within(tiles[0]!).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening All Star pack' });
    expect(api.callsTo(ApiPaths.cardOpen)[0]?.body).toEqual({ tokenId: '11' });
    // The pack's art holds the stage; a tap opens it without waiting.
    await user.click(await within(dialog).findByRole('button', { name: 'Open All Star pack now' }));
    const next = within(dialog).getByRole('button', { name: 'Next card' });
    expect(next).toHaveFocus();
    expect(within(dialog).getByRole('list', { name: '0 of 2 cards revealed' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /face down/ })).toHaveLength(2);
    expect(within(dialog).queryByText('Ada Stone')).not.toBeInTheDocument();

    await user.click(next);
    expect(screen.getByTestId('reveal-announcer')).toHaveTextContent('Card 1 of 2: Ben Hart, Rare.');
    expect(within(dialog).getByTestId('revealed-card')).toHaveAttribute('data-rarity', 'rare');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('reveal-announcer')).toHaveTextContent('Card 2 of 2: Ada Stone, Epic.');
    expect(within(dialog).getByText('Ada Stone')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reveal all' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'See all cards' }));

    const summary = await screen.findByRole('dialog', { name: 'You got 2 cards' });
    expect(within(summary).getAllByTestId('card-tile').map((tile) => tile.getAttribute('data-rarity'))).toEqual(['rare', 'epic']);
    expect(within(summary).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/mycard/21');
    expect(within(summary).getByRole('link', { name: 'See my collection' })).toHaveFocus();
    expect(within(summary).queryByRole('button', { name: /Open another/ })).not.toBeInTheDocument();
    // The opening's draw is checked on /fair, named by its pair and nonce, with the recorded digest and the pack's kind.
    expect(within(summary).getByRole('link', { name: 'Verify this opening' })).toHaveAttribute(
      'href',
      `/fair?pair=4&nonce=2&purpose=pack&digest=${'ab'.repeat(32)}&kind=allStar`,
    );
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No packs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse packs' })).toHaveAttribute('href', '/packs');
  });

  it('reveals all at once on request, and opens another pack of the kind while there is one', async () => {
    const left = [pack('11'), pack('12', 'legend'), pack('13')];
    const api = fakeApi({
      [ApiPaths.cardMine]: () => ok(page([...left])),
      [ApiPaths.cardOpen]: (body) => {
        const tokenId = String(body.tokenId);
        left.splice(left.findIndex((p) => p.tokenId === tokenId), 1);
        return ok({ opened: tokenId, seed: 'cd'.repeat(32), cards: [collectible(`${tokenId}1`, `Player ${tokenId}`, 'common'), collectible(`${tokenId}2`, 'Cal Reyes')] });
      },
    });
    renderPage(<CollectionPacksPage />, { path: '/collection/packs' });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('card-tile'))[0]!).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening All Star pack' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reveal all' }));

    await screen.findByRole('dialog', { name: 'You got 2 cards' });
    const another = await screen.findByRole('button', { name: 'Open another (1 left)' });
    expect(another).toHaveFocus();
    await user.click(another);
    expect(api.callsTo(ApiPaths.cardOpen).map((call) => call.body)).toEqual([{ tokenId: '11' }, { tokenId: '13' }]);
    await user.click(await screen.findByRole('button', { name: 'Open All Star pack now' }));
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(await screen.findByRole('link', { name: 'Player 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open another/ })).not.toBeInTheDocument();
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
    expect(within(forwards).getByText('Lv 4 · Rating 68')).toBeInTheDocument();
    expect(within(forwards).getByRole('meter', { name: 'Stamina 90 of 120' })).toHaveAttribute('aria-valuenow', '90');
    expect(within(goalkeepers).getByText(/^Trial until /)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By position' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by rating, level, rarity or newest', async () => {
    const api = fakeApi({ [ApiPaths.cardMine]: ok(page([fp('41', 'Dan Keeper', 'GK')])) });
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards/grid' });
    await screen.findAllByTestId('card-tile');
    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Rating', 'Level', 'Rarity']);
    await userEvent.setup().selectOptions(sort, 'rating');
    await waitFor(() => expect(api.callsTo(ApiPaths.cardMine).at(-1)?.body).toMatchObject({ sort: 'rating' }));
  });

  it('lists the cards as rows: the name leading to the card, its rarity, level, rating and what it is doing', async () => {
    const trialUntil = Date.UTC(2030, 1, 14) / 1000;
    fakeApi({ [ApiPaths.cardMine]: ok(page([fp('41', 'Dan Keeper', 'GK'), fp('42', 'Eli Striker', 'FW', { state: 'trial', trialUntil, serial: null, supply: null })])) });
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards/list' });
    const rows = await screen.findAllByTestId('card-row');
    expect(screen.queryByTestId('card-tile')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Dan Keeper' })).toHaveAttribute('href', '/mycard/fp/41');
    expect(rows[0]).toHaveTextContent(/HAR · Goalkeeper.*Epic.*Lv 4.*Rating 68.*#3 \/ 100/);
    expect(within(rows[1]!).getByText(/^Trial until Feb 14, 2030$/)).toBeInTheDocument();
  });

  it('offers other filters when nothing matches, and the mystery box sale when there are no FP cards at all', async () => {
    fakeApi({ [ApiPaths.cardMine]: ok(page([])) });
    const { unmount } = renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards?rarity=unique' });
    expect(await screen.findByText('No cards match these filters')).toBeInTheDocument();
    unmount();
    renderPage(<CollectionFpCardsPage />, { path: '/collection/fpcards/:viewMode?', url: '/collection/fpcards' });
    expect(await screen.findByText('No FP cards yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the mystery box sale' })).toHaveAttribute('href', '/poolsale');
  });
});

describe('My items', () => {
  it('shows each item with what it is for, and one worn by a card as worn', async () => {
    const item = (tokenId: string, kind: string, state: CardSummary['state'] = 'normal'): CardSummary => ({ ...base, tokenId, family: 'item', kind, state });
    fakeApi({ [ApiPaths.cardMine]: ok(page([item('61', 'boots', 'in_use'), item('62', 'staminaPotion')])) });
    renderPage(<CollectionItemsPage />, { path: '/collection/items' });
    const [boots, potion] = await screen.findAllByTestId('card-tile');
    expect(within(boots!).getByText('Worn by a card')).toBeInTheDocument();
    expect(within(boots!).getByText('Worn by an FP card: adds to one ability.')).toBeInTheDocument();
    expect(within(potion!).getByText('+40 stamina for an FP card.')).toBeInTheDocument();
    expect(within(potion!).getByRole('heading', { name: 'Stamina potion', level: 2 })).toBeInTheDocument();
  });
});
