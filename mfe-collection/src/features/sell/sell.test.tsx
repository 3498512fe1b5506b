import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, ErrorCode, type CardDetailResponse, type CardSummary, type FpGrowth } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../test/render';
import { SellAction, SellFromParam } from './index';
import { sellBlock } from './lib/sell-block';

// Typing through userEvent on a busy CI machine can outlast the 5 s default.
jest.setTimeout(30_000);

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
  ascendCost: null,
  rating: 64,
  stamina: 70,
  staminaCap: 120,
  abilities: [],
  productive: {},
  potential: 0,
  potentialPerLevel: 3,
  skills: [],
  equipment: [],
  mintCount: 0,
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
  history: [],
  actions: { list: allowed, train: allowed, stake: allowed, sendToTopPrize: allowed, allocate: allowed, ascend: allowed, camp: allowed, equip: allowed, withdraw: allowed },
  ...extra,
});
const TMT = 10n ** 18n;

/** The card page's sell action and the dialog host, as the remote composes them. */
function SellHere({ card }: { card: CardSummary }) {
  return (
    <>
      <SellAction card={card} />
      <SellFromParam />
    </>
  );
}

async function openDialog(answer: CardDetailResponse = detail(), sell: ReturnType<typeof fail> = ok({ transId: '501' })) {
  const api = fakeApi({ [ApiPaths.cardDetail]: ok(answer), [ApiPaths.marketSell]: sell });
  renderPage(<SellHere card={answer.card} />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77' });
  await userEvent.click(screen.getByRole('button', { name: 'Sell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sell Eli Striker' });
  await within(dialog).findByTestId('sell-form');
  return { api, dialog };
}

const priceField = (dialog: HTMLElement) => within(dialog).getByTestId('sell-price');
const hoursField = (dialog: HTMLElement) => within(dialog).getByTestId('sell-hours');
const chooseAuction = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('radio', { name: /Auction/ }));
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByTestId('sell-submit'));

describe('the sell dialog', () => {
  it.each([
    ['fixed', '', /Type a price in TMT/],
    ['fixed', 'abc', /Type a price in TMT/],
    ['fixed', '0.5', /The price must be from 1 TMT to 10,000,000 TMT/],
    ['fixed', '10000000.0001', /The price must be from 1 TMT to 10,000,000 TMT/],
    ['fixed', '1.00001', /at most 4 decimals \(steps of 0.0001 TMT\)/],
    ['auction', '9.9999', /An auction starts at 10 TMT or more/],
  ] as const)('explains a %s price of "%s" before sending, and sends nothing', async (saleType, typed, message) => {
    const { api, dialog } = await openDialog();
    if (saleType === 'auction') await chooseAuction(dialog);
    if (typed) await userEvent.type(priceField(dialog), typed);
    await submit(dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(priceField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(ApiPaths.marketSell)).toHaveLength(0);
  });

  it.each(['0', '73', '1.5'])('explains an auction of %s hours before sending, and sends nothing', async (hours) => {
    const { api, dialog } = await openDialog();
    await chooseAuction(dialog);
    await userEvent.type(priceField(dialog), '20');
    await userEvent.clear(hoursField(dialog));
    await userEvent.type(hoursField(dialog), hours);
    await submit(dialog);
    expect(await within(dialog).findByText(/whole number of hours from 1 to 72/)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.marketSell)).toHaveLength(0);
  });

  it('shows the 5% fee and what the seller receives as the price is typed, and an auction’s bid step', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId('sell-fee')).toHaveTextContent('–');
    await userEvent.type(priceField(dialog), '123.4567');
    expect(within(dialog).getByText('Market fee (5%)')).toBeInTheDocument();
    // 5 % of 123.4567 is 6.172835, shown cut to 4 decimals; the seller gets the rest exactly.
    expect(within(dialog).getByTestId('sell-fee')).toHaveTextContent('6.1728 TMT');
    expect(within(dialog).getByTestId('sell-proceeds')).toHaveTextContent('117.2838 TMT');
    expect(within(dialog).queryByTestId('sell-bid-step')).not.toBeInTheDocument();

    await chooseAuction(dialog);
    await userEvent.clear(priceField(dialog));
    await userEvent.type(priceField(dialog), '200');
    expect(within(dialog).getByTestId('sell-bid-step')).toHaveTextContent('10 TMT');
    expect(within(dialog).getByTestId('sell-proceeds')).toHaveTextContent('190 TMT');
  });

  it('sends a fixed price in base units without hours, then links to the listing and refreshes the card', async () => {
    const { api, dialog } = await openDialog();
    const detailCalls = api.callsTo(ApiPaths.cardDetail).length;
    await userEvent.type(priceField(dialog), '12.5');
    await submit(dialog);
    await waitFor(() => expect(api.callsTo(ApiPaths.marketSell)).toHaveLength(1));
    expect(api.callsTo(ApiPaths.marketSell)[0]?.body).toEqual({ tokenId: '77', saleType: 'fixed', price: (125n * TMT / 10n).toString() });
    expect(await screen.findByText('Listed at 12.5 TMT.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the listing' })).toHaveAttribute('href', '/market/detail/fp/501');
    // The collection's answers load again: the card is listed now.
    await waitFor(() => expect(api.callsTo(ApiPaths.cardDetail).length).toBeGreaterThan(detailCalls));
  });

  it('sends an auction with its starting price and hours, a preset or typed', async () => {
    const { api, dialog } = await openDialog();
    await chooseAuction(dialog);
    await userEvent.type(priceField(dialog), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: '48 hours' }));
    expect(hoursField(dialog)).toHaveValue('48');
    await submit(dialog);
    await waitFor(() => expect(api.callsTo(ApiPaths.marketSell)).toHaveLength(1));
    expect(api.callsTo(ApiPaths.marketSell)[0]?.body).toEqual({ tokenId: '77', saleType: 'auction', price: (10n * TMT).toString(), hours: 48 });
    expect(await screen.findByText('Auction started at 10 TMT.')).toBeInTheDocument();
  });

  it.each([
    ['MARKET_PRICE_STEP', 'price', 'The price can have at most 4 decimals.'],
    ['AUCTION_HOURS_INVALID', 'hours', 'An auction lasts 1 to 72 hours; a fixed-price listing has no duration.'],
  ] as const)('shows the server refusing with %s on the %s field', async (key, field, message) => {
    const { dialog } = await openDialog(detail(), fail(key));
    await chooseAuction(dialog);
    await userEvent.type(priceField(dialog), '20');
    await submit(dialog);
    const input = field === 'price' ? priceField(dialog) : hoursField(dialog);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it('shows a refusal about the card itself above the button', async () => {
    const { dialog } = await openDialog(detail(), fail('CARD_BUSY'));
    await userEvent.type(priceField(dialog), '5');
    await submit(dialog);
    expect(await within(dialog).findByTestId('sell-refused')).toHaveTextContent('This card is busy right now');
  });
});

describe('?sell= arrival', () => {
  it('opens the dialog for the card named on arrival, and closing it removes the parameter', async () => {
    fakeApi({ [ApiPaths.cardDetail]: ok(detail({ card: summary({ tokenId: '78' }) })) });
    renderPage(<SellFromParam />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/78?sell=78&tab=x' });
    const dialog = await screen.findByRole('dialog', { name: 'Sell Eli Striker' });
    expect(await within(dialog).findByTestId('sell-form')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/mycard/fp/78?tab=x');
  });

  it('says why a card named on arrival cannot be listed instead of the form', async () => {
    fakeApi({ [ApiPaths.cardDetail]: ok(detail({ card: summary({ state: 'staking' }) })) });
    renderPage(<SellFromParam />, { path: '/mycard/fp/:tokenId', url: '/mycard/fp/77?sell=77' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Staked: unstake it first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to staking' })).toHaveAttribute('href', '/game/stake');
    expect(within(dialog).queryByTestId('sell-form')).not.toBeInTheDocument();
  });

  it('says a card that is not the user’s is not in the collection', async () => {
    fakeApi({ [ApiPaths.cardDetail]: fail('NOT_FOUND') });
    renderPage(<SellFromParam />, { path: '/collection/packs', url: '/collection/packs?sell=99' });
    expect(await screen.findByText('This is not in your collection.')).toBeInTheDocument();
  });
});

describe('a card that cannot be listed', () => {
  // The real clock: the Sell button reads it too.
  const now = Math.floor(Date.now() / 1000);
  it.each([
    ['listed', summary({ state: 'listed' }), undefined, 'Already on the market.', '/market/listed'],
    ['lineup', summary({ state: 'battling' }), undefined, 'In your TopManager lineup: recall it from the lineup first.', '/game/topmanager'],
    ['topPrize', summary({ state: 'in_use' }), undefined, 'In TopPrize: recall it first.', '/game/topprize'],
    ['staked', summary({ state: 'staking' }), undefined, 'Staked: unstake it first.', '/game/stake'],
    ['training', summary({ state: 'training' }), undefined, 'In training: it can be listed when the training ends.', '/game/train'],
    ['camp', summary({ state: 'camp' }), undefined, 'In the camp: finish the camp first.', '/mycard/breach/77'],
    ['locked', summary({ state: 'locked' }), undefined, 'Locked by support: contact support to have it released.', null],
    ['transfer', summary({ state: 'transfer' }), undefined, 'Being withdrawn as an NFT: it cannot be listed.', '/user/nft/history'],
    ['trial', summary({ state: 'trial', trialUntil: now + 100 }), undefined, 'A trial card cannot be sold.', null],
    ['equipped', summary(), detail({ fp: growth({ equipment: [{ tokenId: '90', kind: 'boots', attribute: 'shooting', bonus: 3 }] }) }), 'Wearing equipment: take it off first.', '/collection/items/equip'],
    ['playedToday', summary(), detail({ fp: growth({ lastMatchAt: now }) }), 'Played a match today: it can be listed tomorrow (UTC).', null],
    ['stamina', summary(), detail({ actions: { ...detail().actions, list: { ok: false, code: ErrorCode.STAMINA_NOT_ENOUGH } } }), 'Not enough stamina: use a stamina potion on it first.', '/mycard/fp/77'],
    ['server', summary(), detail({ actions: { ...detail().actions, list: { ok: false, code: ErrorCode.CARD_BUSY } } }), null, null],
  ] as const)('%s: says why and what to do', (reason, card, cardDetail, text, to) => {
    const block = sellBlock(card, cardDetail, now);
    expect(block?.reason).toBe(reason);
    expect(block?.link?.to ?? null).toBe(to);
    if (reason === 'server') expect(block?.errorKey).toBe('CARD_BUSY');
    fakeApi({});
    renderPage(<SellAction card={card} detail={cardDetail} />, { path: '/x', url: '/x' });
    if (reason === 'listed') {
      expect(screen.getByTestId('sell-on-market')).toHaveTextContent('On the market.');
      expect(screen.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/market/listed');
      return;
    }
    expect(screen.getByRole('button', { name: 'Sell' })).toBeDisabled();
    expect(screen.getByTestId('sell-blocked')).toHaveTextContent(text ?? 'This card is busy right now');
    if (to) expect(within(screen.getByTestId('sell-blocked')).getByRole('link')).toHaveAttribute('href', to);
  });

  it('a match played on an earlier UTC day does not block', () => {
    expect(sellBlock(summary(), detail({ fp: growth({ lastMatchAt: 1_799_971_200 - 1 }) }), 1_800_000_000)).toBeNull();
  });

  it('an item is not sold on the market', () => {
    expect(sellBlock(summary({ family: 'item', player: null, fp: null }))?.reason).toBe('notTradable');
  });
});
