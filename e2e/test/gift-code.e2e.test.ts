// Gift codes end to end (mfe-wallet with the shell and the API): a code made by the operator's path for tests
// (/dev/giftCode, what `npm run giftcode -- create` does) is redeemed at /giftcode by a new account, whose navbar
// balance grows; a second try is refused with the server's reason.
import { describe, it } from '@jest/globals';
import { ApiPaths, toBaseUnits, type DevGiftCodeResponse } from '@fc/shared/contracts';
import { loginAs, signUp } from '../src/accounts';
import { apiOk } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { textOf, visible } from '../src/wait';

const open = pagePerTest();

describe('gift codes', () => {
  it('redeems a gift code at /giftcode: what was received, the navbar balance, the history, and once per account', async () => {
    const { code } = await apiOk<DevGiftCodeResponse>(ApiPaths.devGiftCode, {
      uses: 5,
      grants: [
        { kind: 'currency', currency: 'TMT', amount: toBaseUnits('TMT', '42').toString() },
        { kind: 'item', item: 'energyDrink', quantity: 2 },
      ],
    });
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/giftcode');
    await expectRemotePage(page, { title: text('wallet:titles.giftCode'), layout: 'main', path: '/giftcode' });
    const balance = page.getByTestId('balance-TMT').locator('dd');
    await textOf(balance, /^0(\.0+)?$/);

    const form = page.locator(MAIN);
    await form.getByLabel(text('wallet:giftCode.label')).fill(code.toLowerCase());
    await form.getByRole('button', { name: text('wallet:giftCode.redeem') }).click();

    const result = page.getByTestId('gift-code-result');
    await visible(result);
    await textOf(result.getByRole('heading'), text('wallet:giftCode.received', 'en', { code }));
    await textOf(result.getByRole('listitem').first(), '42 TMT');
    await textOf(result.getByRole('listitem').nth(1), text('wallet:giftCode.quantity', 'en', { name: text('wallet:giftCode.items.energyDrink'), quantity: 2 }));
    await textOf(balance, '42');
    await visible(page.getByTestId('gift-code-history').getByText(code, { exact: true }));

    await form.getByLabel(text('wallet:giftCode.label')).fill(code);
    await form.getByRole('button', { name: text('wallet:giftCode.redeem') }).click();
    await visible(form.getByText(text('errors:GIFT_CODE_USED')));
    await textOf(balance, '42');
    expectNoProblems();
  });
});
