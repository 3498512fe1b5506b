import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, ErrorCode, type CardDetailResponse, type CardSummary, type FpGrowth } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import ItemsEquipPage from './items-equip-page';
import MyCardBreachPage from './my-card-breach-page';
import MyCardPage from './my-card-page';
import MyFpCardPage from './my-fp-card-page';

const club = { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' };
const player = { id: 25, name: 'Eli Striker', nationality: 'GB', born: '1999-04-02', position: 'FW' as const, preferredPosition: 'ST' as const, heightCm: 182, club };
const summary = (extra: Partial<CardSummary> = {}): CardSummary => ({
  tokenId: '77',
  family: 'fp',
  state: 'normal',
  rarity: 'rare',
  serial: 5,
  supply: 1000,
  kind: null,
  trialUntil: null,
  player,
  fp: { level: 3, xp: 20, stamina: 70, rating: 64 },
  ...extra,
});
const growth = (extra: Partial<FpGrowth> = {}): FpGrowth => ({
  level: 3,
  levelCap: 5,
  maxLevel: 10,
  xp: 20,
  xpToNext: 64,
  ascended: false,
  ascendCost: '50000000000000000000',
  rating: 64,
  stamina: 70,
  staminaCap: 120,
  abilities: [
    { name: 'passing', value: 62, bonus: 0 },
    { name: 'dribbling', value: 66, bonus: 0 },
    { name: 'shooting', value: 70, bonus: 3 },
    { name: 'intercepting', value: 58, bonus: 0 },
    { name: 'tackling', value: 57, bonus: 0 },
  ],
  productive: { efficiency: 8, lucky: 7, physical: 9, charm: 8, wisdom: 6 },
  potential: 6,
  potentialPerLevel: 3,
  skills: [
    { slot: 0, skill: 'finesseShot', level: 0, next: { step: 'awaken', toLevel: 1, cost: '20000000000000000000', skillBooks: 1, oddsPercent: 100 } },
    { slot: 1, skill: 'sprint', level: 2, next: { step: 'levelUp', toLevel: 3, cost: '80000000000000000000', skillBooks: 2, oddsPercent: 60 } },
  ],
  equipment: [{ tokenId: '90', kind: 'boots', attribute: 'shooting', bonus: 3 }],
  mintCount: 1,
  mintLimit: 7,
  parents: [],
  lastMatchAt: null,
  ...extra,
});
const allowed = { ok: true as const };
const detail = (extra: Partial<CardDetailResponse> = {}): CardDetailResponse => ({
  card: summary(),
  fp: growth(),
  wornBy: null,
  history: [{ action: 'mint', fromState: null, toState: 'normal', owner: 'kicker', at: 1_700_000_000 }],
  actions: {
    list: { ok: false, code: ErrorCode.CARD_EQUIPPED },
    train: allowed,
    stake: allowed,
    sendToTopPrize: allowed,
    allocate: allowed,
    ascend: { ok: false, code: ErrorCode.LEVEL_NOT_ENOUGH },
    camp: allowed,
    equip: allowed,
    withdraw: allowed,
  },
  ...extra,
});
const item = (tokenId: string, kind: string, state: CardSummary['state'] = 'normal'): CardSummary => ({
  ...summary({ tokenId, family: 'item', kind, state, rarity: null, serial: null, supply: null, player: null, fp: null }),
});
const items = (list: CardSummary[]) => ok({ list, total: list.length, page: 1, pageSize: 100 });

describe('FP card page', () => {
  it("shows every field of the card, with each action allowed or disabled with the server's reason", async () => {
    fakeApi({ [ApiPaths.cardDetail]: ok(detail()), [ApiPaths.cardMine]: items([]) });
    renderPage(<MyFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
    expect(await screen.findByRole('heading', { name: 'Eli Striker', level: 1 })).toBeInTheDocument();
    // The way back: the collection, its FP cards, then this card (the tab keeps the page's title).
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Collection', '/collection/fpcards'],
      ['FP cards', '/collection/fpcards'],
    ]);
    expect(within(crumbs).getByText('Eli Striker')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toMatch(/^FP card details · /);
    const facts = screen.getByTestId('card-facts');
    expect(within(facts).getByText('Harbor Cross Rovers')).toBeInTheDocument();
    expect(within(facts).getByText('182 cm')).toBeInTheDocument();
    expect(within(facts).getByText('1 of 7')).toBeInTheDocument();
    expect(screen.getByTestId('card-rating')).toHaveTextContent('64');
    expect(screen.getByRole('meter', { name: 'Experience' })).toHaveAttribute('aria-valuenow', '20');
    expect(within(screen.getByTestId('ability-shooting')).getByText('+3')).toBeInTheDocument();

    expect(screen.getByTestId('action-list')).toHaveAttribute('data-allowed', 'false');
    expect(within(screen.getByTestId('action-list')).getByRole('button', { name: 'List on the market' })).toBeDisabled();
    expect(within(screen.getByTestId('action-list')).getByText(/take|equipment/i)).toBeInTheDocument();
    expect(within(screen.getByTestId('action-train')).getByRole('link', { name: 'Train' })).toHaveAttribute('href', '/collection/mint/77');
    // The wallet's page takes the card out as an NFT.
    expect(within(screen.getByTestId('action-withdraw')).getByRole('link', { name: 'Withdraw as NFT' })).toHaveAttribute('href', '/user/nft/withdraw/77');
    expect(screen.getByRole('button', { name: 'Ascend' })).toBeDisabled();
    expect(screen.getByText('A card ascends at level 5.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the camp' })).toHaveAttribute('href', '/mycard/breach/77');
  });

  it('allocates potential points and shows the card the server answers', async () => {
    const after = detail({ fp: growth({ potential: 4, productive: { efficiency: 8, lucky: 7, physical: 11, charm: 8, wisdom: 6 } }) });
    let allocated = false;
    const api = fakeApi({
      [ApiPaths.cardDetail]: () => ok(allocated ? after : detail()),
      [ApiPaths.cardMine]: items([]),
      [ApiPaths.cardAllocate]: () => {
        allocated = true;
        return ok(after);
      },
    });
    renderPage(<MyFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add a point to Physical' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByTestId('potential-left')).toHaveTextContent('4 potential points');
    await user.click(screen.getByRole('button', { name: 'Allocate 2 points' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.cardAllocate)[0]?.body).toEqual({ tokenId: '77', points: { physical: 2 } }));
    await waitFor(() => expect(screen.getByTestId('productive-physical')).toHaveTextContent('11'));
  });

  it('asks before ascending, with the price, and pays on confirmation', async () => {
    const atCap = detail({ fp: growth({ level: 5, xp: 96, xpToNext: 96 }), actions: { ...detail().actions, ascend: allowed } });
    const ascended = detail({ fp: growth({ level: 6, xp: 0, xpToNext: 112, ascended: true, levelCap: 10, ascendCost: null }) });
    let paid = false;
    const api = fakeApi({
      [ApiPaths.cardDetail]: () => ok(paid ? ascended : atCap),
      [ApiPaths.cardMine]: items([]),
      [ApiPaths.cardAscend]: () => {
        paid = true;
        return ok(ascended);
      },
    });
    renderPage(<MyFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
    const user = userEvent.setup();
    expect(await screen.findByText(/experience is full/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ascend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ascend this card?' });
    await user.click(within(dialog).getByRole('button', { name: /Pay 50/ }));
    await waitFor(() => expect(api.callsTo(ApiPaths.cardAscend)).toHaveLength(1));
    expect(await screen.findByText('Ascended: the cap is level 10')).toBeInTheDocument();
  });

  it('uses an XP card and drinks a potion, counting what is left', async () => {
    const api = fakeApi({
      [ApiPaths.cardDetail]: ok(detail()),
      [ApiPaths.cardMine]: items([item('1', 'xpCard'), item('2', 'xpCard'), item('3', 'staminaPotion')]),
      [ApiPaths.itemUse]: (body) => ok({ kind: body.kind, left: 1, xpLost: 0, energy: null, card: detail() }),
    });
    renderPage(<MyFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use an XP card (2 left)' }));
    const stamina = screen.getByTestId('stamina-panel');
    expect(within(stamina).getByRole('heading', { name: 'Stamina' })).toBeInTheDocument();
    await user.click(within(stamina).getByRole('button', { name: 'Drink a stamina potion (1 left)' }));
    await waitFor(() =>
      expect(api.callsTo(ApiPaths.itemUse).map((call) => call.body)).toEqual([
        { kind: 'xpCard', cardTokenId: '77' },
        { kind: 'staminaPotion', cardTokenId: '77' },
      ]),
    );
  });

  it('says a card that is not the user\'s is not in the collection', async () => {
    fakeApi({ [ApiPaths.cardDetail]: fail('NOT_FOUND', { field: 'tokenId' }) });
    renderPage(<MyFpCardPage />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/5' });
    expect(await screen.findByTestId('card-not-found')).toHaveTextContent('This card is not in your collection');
  });
});

describe('collectible card page', () => {
  it('shows the serial, the owners and what the card can do', async () => {
    const collectible = detail({
      card: summary({ family: 'collectible', fp: null, tokenId: '88' }),
      fp: null,
      history: [
        { action: 'mint', fromState: null, toState: 'normal', owner: 'first', at: 1_700_000_000 },
        { action: 'sell', fromState: 'listed', toState: 'normal', owner: 'second', at: 1_700_100_000 },
      ],
      actions: { ...detail().actions, list: allowed, stake: { ok: false, code: ErrorCode.CARD_PLAYED_TODAY }, withdraw: { ok: false, code: ErrorCode.CARD_BUSY } },
    });
    fakeApi({ [ApiPaths.cardDetail]: ok(collectible) });
    renderPage(<MyCardPage />, { path: '/mycard/:tokenId', url: '/mycard/88' });
    expect(within(await screen.findByTestId('card-facts')).getByText('#5 / 1000')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Owners and history' });
    expect(within(history).getAllByRole('row').slice(1).map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Soldsecond/),
      expect.stringMatching(/^Mintedfirst/),
    ]);
    expect(screen.getByTestId('action-stake')).toHaveAttribute('data-allowed', 'false');
    expect(screen.getByTestId('action-list')).toHaveAttribute('data-allowed', 'true');
    // Refused by the server's card state machine: the action is off, with its reason.
    expect(within(screen.getByTestId('action-withdraw')).getByRole('button', { name: 'Withdraw as NFT' })).toBeDisabled();
    expect(within(screen.getByTestId('action-withdraw')).getByText(/busy/i)).toBeInTheDocument();
  });
});

/** A camp attempt's provably fair draw as the API answers it. */
const campDraw = (nonce: number) => ({
  pairId: 1,
  nonce,
  purpose: 'camp' as const,
  serverSeedHash: '0123456789abcdef'.repeat(4),
  playerSeed: 'demo-seed',
  digest: 'ef'.repeat(32),
});

describe('camp', () => {
  it('shows each skill with its odds and cost, and the outcome of an awakening', async () => {
    const awakened = detail({ fp: growth({ skills: [{ ...growth().skills[0]!, level: 1, next: null }, growth().skills[1]!] }) });
    const api = fakeApi({
      [ApiPaths.cardDetail]: ok(detail()),
      [ApiPaths.cardMine]: items([item('5', 'skillBook')]),
      [ApiPaths.cardCamp]: ok({ step: 'awaken', success: true, level: 1, oddsPercent: 100, seed: 'ab'.repeat(32), fair: campDraw(4), detail: awakened }),
    });
    renderPage(<MyCardBreachPage />, { path: '/mycard/breach/:tokenId', url: '/mycard/breach/77' });
    const user = userEvent.setup();
    const first = await screen.findByTestId('skill-0');
    expect(screen.getByRole('heading', { name: 'Camp', level: 1 })).toBeInTheDocument();
    // Back to the card, whose camp this is.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Eli Striker' })).toHaveAttribute('href', '/mycard/fp/77');
    expect(within(screen.getByTestId('skill-1')).getByText('You need 1 more skill book.')).toBeInTheDocument();
    expect(within(first).getByTestId('camp-odds')).toHaveTextContent('100%');
    expect(within(screen.getByTestId('skill-1')).getByTestId('camp-odds')).toHaveTextContent('60%');
    // Two books are needed for the level up; the user has one.
    expect(within(screen.getByTestId('skill-1')).getByRole('button', { name: 'Level up to 3' })).toBeDisabled();
    expect(within(screen.getByTestId('skill-1')).getByRole('button', { name: 'Level up to 3' })).toHaveAccessibleDescription('You need 1 more skill book.');
    await user.click(within(first).getByRole('button', { name: 'Awaken' }));
    expect(await screen.findByTestId('camp-result')).toHaveTextContent('Awakening succeeded: Finesse shot is level 1.');
    expect(screen.getByTestId('camp-result')).toHaveTextContent('nonce 4 under the server seed whose hash begins 0123456789abcdef');
    const verify = new URL(within(screen.getByTestId('camp-result')).getByRole('link', { name: 'Verify this attempt' }).getAttribute('href') ?? '', 'http://x');
    expect(verify.pathname).toBe('/fair');
    expect(Object.fromEntries(verify.searchParams)).toMatchObject({ pair: String(campDraw(4).pairId), nonce: '4', purpose: 'camp', digest: campDraw(4).digest });
    expect(api.callsTo(ApiPaths.cardCamp)[0]?.body).toEqual({ tokenId: '77', slot: 0 });
  });

  it('says when an awakening failed', async () => {
    fakeApi({
      [ApiPaths.cardDetail]: ok(detail()),
      [ApiPaths.cardMine]: items([item('5', 'skillBook')]),
      [ApiPaths.cardCamp]: ok({ step: 'awaken', success: false, level: 0, oddsPercent: 100, seed: 'cd'.repeat(32), fair: campDraw(5), detail: detail() }),
    });
    renderPage(<MyCardBreachPage />, { path: '/mycard/breach/:tokenId', url: '/mycard/breach/77' });
    await userEvent.setup().click(within(await screen.findByTestId('skill-0')).getByRole('button', { name: 'Awaken' }));
    expect(await screen.findByTestId('camp-result')).toHaveAttribute('data-success', 'false');
  });
});

describe('equip items', () => {
  it('puts a free item of a kind on the chosen card and takes worn ones off', async () => {
    const api = fakeApi({
      [ApiPaths.cardMine]: (body) => (body.family === 'fp' ? ok({ list: [summary()], total: 1, page: 1, pageSize: 100 }) : items([item('91', 'gloves')])),
      [ApiPaths.cardDetail]: ok(detail()),
      [ApiPaths.itemEquip]: ok(detail()),
      [ApiPaths.itemUnequip]: ok(detail()),
    });
    renderPage(<ItemsEquipPage />, { path: '/collection/items/equip', url: '/collection/items/equip?card=77' });
    const user = userEvent.setup();
    const gloves = await screen.findByTestId('slot-gloves');
    await user.click(await within(gloves).findByRole('button', { name: 'Put on Gloves' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.itemEquip)[0]?.body).toEqual({ itemTokenId: '91', cardTokenId: '77' }));
    await user.click(within(screen.getByTestId('slot-boots')).getByRole('button', { name: 'Take off' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.itemUnequip)[0]?.body).toEqual({ itemTokenId: '90' }));
    expect(within(screen.getByTestId('slot-shirt')).getByRole('link', { name: 'Go to the item shop' })).toHaveAttribute('href', '/propshop');
  });
});
