import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, type ConfigGoodsResponse, type CurrencyResponse, type ShopListResponse } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import PropShopPage from './prop-shop-page';

jest.setTimeout(30_000);
// The page's first answer can take a while on a busy machine.
const FIRST = { timeout: 10_000 };

const TMT = 10n ** 18n;
const NOW = 1_900_000_000;

const SHOP: ShopListResponse = {
  now: NOW,
  areas: [
    {
      area: 'collection',
      limitWindow: 'account',
      rotatedAt: null,
      nextRotationAt: null,
      goods: [{ goodsId: 'collectionBoots', gives: { item: 'boots' }, currency: 'TMT', price: (40n * TMT).toString(), limit: 3, limitLeft: 3, stock: null, stockLeft: null }],
    },
    {
      area: 'limited',
      limitWindow: 'account',
      rotatedAt: null,
      nextRotationAt: null,
      goods: [
        { goodsId: 'limitedLegendPack', gives: { pack: 'legend' }, currency: 'TMT', price: (450n * TMT).toString(), limit: 2, limitLeft: 2, stock: 100, stockLeft: 0 },
        { goodsId: 'limitedShinGuards', gives: { item: 'shinGuards' }, currency: 'TMT', price: (25n * TMT).toString(), limit: 5, limitLeft: 4, stock: 500, stockLeft: 3 },
      ],
    },
    { area: 'regular', limitWindow: 'day', rotatedAt: null, nextRotationAt: null, goods: [] },
    {
      area: 'daily',
      limitWindow: 'rotation',
      rotatedAt: NOW - 3600,
      // 2 hours, 3 minutes and 4 seconds from the server's now.
      nextRotationAt: NOW + 2 * 3600 + 3 * 60 + 4,
      goods: [{ goodsId: 'dailyBoots', gives: { item: 'boots' }, currency: 'POINTS', price: '300', limit: 1, limitLeft: 1, stock: 50, stockLeft: 42 }],
    },
    { area: 'weekly', limitWindow: 'rotation', rotatedAt: null, nextRotationAt: NOW + 86_400 * 3, goods: [] },
  ],
};
const GUEST_SHOP: ShopListResponse = {
  ...SHOP,
  areas: SHOP.areas.map((area) => ({ ...area, goods: area.goods.map((goods) => ({ ...goods, limitLeft: null })) })),
};
const POINTS_GOODS: ConfigGoodsResponse = {
  goods: [{ goodsId: 'xpCard', gives: { item: 'xpCard' }, price: '60', dailyLimit: 10, boughtToday: 4 }],
};
const BALANCES: CurrencyResponse = {
  currency: { USD: '0', BNB: '0', TMT: (100n * TMT).toString(), GOAL: '0', POINTS: '1000' },
} as CurrencyResponse;

afterEach(() => logoutSession());

describe('the shop page', () => {
  it('shows a guest every area with prices, stock and limits, and asks them to sign in to buy', async () => {
    fakeApi({ [ApiPaths.shopList]: ok(GUEST_SHOP), [ApiPaths.configGoods]: ok(POINTS_GOODS) });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=limited' });
    const pack = await screen.findByTestId('goods-limitedLegendPack', {}, FIRST);
    expect(within(pack).getByRole('heading', { name: 'Legend pack' })).toBeInTheDocument();
    expect(within(pack).getByText(/at least one epic/)).toBeInTheDocument();
    expect(within(pack).getByTestId('goods-price')).toHaveTextContent('450 TMT');
    expect(within(pack).getByTestId('goods-stock')).toHaveTextContent('Sold out');
    expect(within(pack).getByTestId('goods-limit')).toHaveTextContent('2 per person');
    expect(within(screen.getByTestId('goods-limitedShinGuards')).getByTestId('goods-stock')).toHaveTextContent('3 of 500 left');
    expect(within(pack).getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute('href', '/login?redirect=%2Fpropshop');
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Limited supply' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Points shop' })).toHaveAttribute('href', '/propshop?area=points');
  });

  it('counts down to the daily restock by the server clock', async () => {
    fakeApi({ [ApiPaths.shopList]: ok(GUEST_SHOP), [ApiPaths.configGoods]: ok(POINTS_GOODS) });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=daily' });
    expect(await screen.findByTestId('rotation-countdown', {}, FIRST)).toHaveTextContent(/New stock in 2:03:0[34]/);
    expect(within(screen.getByTestId('goods-dailyBoots')).getByTestId('goods-price')).toHaveTextContent('300 points');
    expect(within(screen.getByTestId('goods-dailyBoots')).getByTestId('goods-stock')).toHaveTextContent('42 of 50 left');
  });

  it('heads the area under the page title and the goods under the area', async () => {
    fakeApi({ [ApiPaths.shopList]: ok(GUEST_SHOP), [ApiPaths.configGoods]: ok(POINTS_GOODS) });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=collection' });
    await screen.findByTestId('goods-collectionBoots', {}, FIRST);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H1', 'Item shop'],
      ['H2', 'Collection'],
      ['H3', 'Boots'],
    ]);
  });

  it('counts a weekly restock in days', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    fakeApi({ [ApiPaths.shopList]: ok(GUEST_SHOP), [ApiPaths.configGoods]: ok(POINTS_GOODS) });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=weekly' });
    expect(await screen.findByTestId('rotation-countdown', {}, FIRST)).toHaveTextContent('New stock in 3d 00:00:00');
    jest.restoreAllMocks();
  });

  it('buys with TMT after a confirmation showing the cost and the balance after', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.shopList]: ok(SHOP),
      [ApiPaths.configGoods]: ok(POINTS_GOODS),
      [ApiPaths.currency]: ok(BALANCES),
      [ApiPaths.shopBuy]: ok({ goodsId: 'limitedShinGuards', quantity: 2, currency: 'TMT', cost: (50n * TMT).toString(), tokenIds: ['1', '2'], balance: (50n * TMT).toString(), limitLeft: 2, stockLeft: 1 }),
    });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=limited' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Buy Legend pack' }, FIRST)).toBeDisabled();
    expect(within(screen.getByTestId('goods-limitedShinGuards')).getByTestId('goods-limit')).toHaveTextContent('4 of 5 left for you');
    await user.click(screen.getByRole('button', { name: 'Buy Shin guards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Shin guards' });
    // At most the stock left (3), below the limit left (4).
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3']);
    await user.selectOptions(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByTestId('buy-cost')).toHaveTextContent('50 TMT');
    expect(await within(dialog).findByTestId('buy-balance')).toHaveTextContent('100 TMT');
    expect(within(dialog).getByTestId('buy-balance-after')).toHaveTextContent('50 TMT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(ApiPaths.shopBuy).map((call) => call.body)).toEqual([{ goodsId: 'limitedShinGuards', quantity: 2 }]);
    const done = screen.getByTestId('shop-bought');
    expect(done).toHaveTextContent('Shin guards × 2 is in your collection.');
    expect(within(done).getByRole('link', { name: 'See my items' })).toHaveAttribute('href', '/collection/items');
  });

  it('shows the refusal in the dialog and keeps it open', async () => {
    logIn();
    fakeApi({
      [ApiPaths.shopList]: ok(SHOP),
      [ApiPaths.configGoods]: ok(POINTS_GOODS),
      [ApiPaths.currency]: ok(BALANCES),
      [ApiPaths.shopBuy]: fail('SHOP_SOLD_OUT'),
    });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=limited' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Shin guards' }, FIRST));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('100 TMT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(await within(dialog).findByText('This item is sold out. Please choose another one.')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-bought')).not.toBeInTheDocument();
  });

  it('will not confirm what the balance cannot pay', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.shopList]: ok(SHOP), [ApiPaths.configGoods]: ok(POINTS_GOODS), [ApiPaths.currency]: ok(BALANCES) });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=collection' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Boots' }, FIRST));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Quantity'), '3');
    expect(await within(dialog).findByText('Your balance is not enough for this purchase.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=20&return=%2Fpropshop%3Farea%3Dcollection');
    expect(api.callsTo(ApiPaths.shopBuy)).toHaveLength(0);
  });

  it('sells the points shop goods as its own area, through /player/buyGoods', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.shopList]: ok(SHOP),
      [ApiPaths.configGoods]: ok(POINTS_GOODS),
      [ApiPaths.currency]: ok(BALANCES),
      [ApiPaths.buyGoods]: ok({ goodsId: 'xpCard', quantity: 1, cost: '60', tokenIds: ['9'], balance: '940' }),
    });
    renderPage(<PropShopPage />, { path: '/propshop', url: '/propshop?area=points' });
    const user = userEvent.setup();
    const card = await screen.findByTestId('goods-xpCard', {}, FIRST);
    expect(within(card).getByTestId('goods-price')).toHaveTextContent('60 points');
    expect(within(card).getByTestId('goods-limit')).toHaveTextContent('6 of 10 left for you');
    await user.click(within(card).getByRole('button', { name: 'Buy XP card' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('buy-balance-after')).toHaveTextContent('940 points');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.buyGoods).map((call) => call.body)).toEqual([{ goodsId: 'xpCard', quantity: 1 }]));
    expect(api.callsTo(ApiPaths.shopBuy)).toHaveLength(0);
  });
});
