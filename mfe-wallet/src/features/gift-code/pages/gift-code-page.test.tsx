import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type CodeExchangeResponse, type CodeHistoryResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import GiftCodePage from './gift-code-page';

const TMT = 10n ** 18n;
const REDEEMED: CodeExchangeResponse = {
  code: 'WELCOME10',
  received: [
    { kind: 'currency', currency: 'TMT', amount: (100n * TMT).toString() },
    { kind: 'item', item: 'energyDrink', quantity: 2 },
    { kind: 'pack', pack: 'allStar', quantity: 1 },
  ],
  tokenIds: ['1', '2', '3'],
  redeemedAt: 1_900_000_000,
};

describe('Gift code page', () => {
  it('redeems a code, shows what was received and adds it to the history', async () => {
    let history: CodeHistoryResponse = { list: [] };
    const api = fakeApi({
      [ApiPaths.codeHistory]: () => ok(history),
      [ApiPaths.codeExchange]: () => {
        history = { list: [REDEEMED] };
        return ok(REDEEMED);
      },
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '100', GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<GiftCodePage />, { path: '/giftcode' });
    const user = userEvent.setup();
    expect(await screen.findByText('You have not redeemed a code yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Gift code'), ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const result = await screen.findByTestId('gift-code-result');
    expect(within(result).getByRole('heading')).toHaveTextContent('You received with WELCOME10');
    expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['100 TMT', 'Energy drink × 2', 'All Star pack × 1']);
    expect(api.callsTo(ApiPaths.codeExchange)[0]?.body).toEqual({ code: 'WELCOME10' });
    expect(screen.getByLabelText('Gift code')).toHaveValue('');
    const list = await screen.findByTestId('gift-code-history');
    expect(within(list).getByText('WELCOME10')).toBeInTheDocument();
  });

  it('says a code is required or malformed before calling, and shows the server refusal on the field', async () => {
    const api = fakeApi({
      [ApiPaths.codeHistory]: ok({ list: [] }),
      [ApiPaths.codeExchange]: fail('GIFT_CODE_USED_UP'),
    });
    renderPage(<GiftCodePage />, { path: '/giftcode' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter a gift code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Gift code'), 'no way!');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This gift code is not valid.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.codeExchange)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Gift code'));
    await user.type(screen.getByLabelText('Gift code'), 'SPENT123');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This gift code has no uses left.')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-code-result')).not.toBeInTheDocument();
  });
});
