// The draw end to end (mfe-game with the shell, the API's draw, fair, grants and referral modules): an account invited
// with a friend's code, funded with TMT, sees its fair pair's hash, draws in the browser, is granted 60–160 % of the
// price in GOAL over 50 days while the inviter is granted 10 % of it, follows the draw's Verify link to /fair, rotates
// there and sees the draw match; an account with too little TMT is refused with the message and nothing is written.
import { describe, expect, it } from '@jest/globals';
import {
  ApiPaths,
  type ClaimListResponse,
  type DrawConfigResponse,
  type DrawHistoryResponse,
  type InvitationInfoResponse,
  type RegisterResponse,
} from '@fc/shared/contracts';
import { DRAW_PRICE, DRAW_RATE, DRAW_RELEASE_S, drawReward } from '@fc/shared/contracts/draw';
import { drawTierOf } from '@fc/shared/fair';
import { loginAs, signUp, TEST_PASSWORD, uniqueEmail, type TestAccount } from '../src/accounts';
import { apiOk, linkTo, loginApi, waitForMail } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { DESKTOP, expectNoFindings, overflowFindings, PHONE } from '../src/page-checks';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const TMT = 10n ** 18n;

/** An account signed up with `inviteCode`, as the sign-up page does with a referral link, then activated. */
async function signUpInvited(inviteCode: string): Promise<TestAccount> {
  const email = uniqueEmail('draw-friend');
  await apiOk<RegisterResponse>(ApiPaths.register, { email, password: TEST_PASSWORD, inviteCode });
  const mail = await waitForMail(email, (candidate) => candidate.links.some((link) => link.includes('/activate-confirm')));
  const link = linkTo(mail, '/activate-confirm');
  await apiOk(ApiPaths.regConfirm, { u: link.searchParams.get('u'), c: link.searchParams.get('c') });
  return { email, password: TEST_PASSWORD };
}

const drawGrants = async (token: string) => (await apiOk<ClaimListResponse>(ApiPaths.claimList, {}, token)).grants.filter((grant) => grant.source === 'draw');

async function openDrawPage(account: TestAccount) {
  const opened = await open();
  await loginAs(opened.page, account, '/game/draw');
  await expectRemotePage(opened.page, { title: text('game:titles.draw'), layout: 'main', path: '/game/draw' });
  return opened;
}

describe('the draw', () => {
  it('draws for an invited account in the browser: reward within 60–160 % as a 50-day GOAL grant, 10 % to the inviter', async () => {
    const inviter = await signUp();
    const inviterToken = (await loginApi(inviter.email, inviter.password)).token;
    const { inviteCode } = await apiOk<InvitationInfoResponse>(ApiPaths.invitationInfo, {}, inviterToken);
    const friend = await signUpInvited(inviteCode);
    await apiOk(ApiPaths.devGrant, { email: friend.email, currencies: { TMT: (250n * TMT).toString() } });
    const friendToken = (await loginApi(friend.email, friend.password)).token;

    const { page, expectNoProblems } = await openDrawPage(friend);
    const main = page.locator(MAIN);
    await textOf(page.getByTestId('draw-price'), text('game:draw.rules.price', 'en', { price: '100 TMT' }));
    const shown = (await textOf(page.getByTestId('draw-commitment'), /^[0-9a-f]{64}$/)).trim();
    await textOf(page.getByTestId('draw-balance'), '250 TMT');

    await main.getByRole('button', { name: text('game:draw.panel.draw', 'en', { price: '100 TMT' }) }).click();
    const dialog = page.getByRole('dialog', { name: text('game:draw.confirm.title') });
    await dialog.getByRole('button', { name: text('game:draw.confirm.confirm', 'en', { price: '100 TMT' }) }).click();
    await visible(page.getByTestId('draw-result'));
    const digest = (await textOf(page.getByTestId('draw-digest'), /^[0-9a-f]{64}$/)).trim();
    await textOf(page.getByTestId('draw-balance'), '150 TMT');
    await visible(page.getByTestId('draw-history-row'));
    await page.setViewportSize(PHONE);
    await page.getByTestId('draw-history-row').getByRole('button', { name: text('game:draw.history.details') }).click();
    await visible(page.getByTestId('draw-history-row').getByTestId('draw-digest'));
    expectNoFindings(await overflowFindings(page, '/game/draw (phone)'));
    await page.setViewportSize(DESKTOP);

    const { list } = await apiOk<DrawHistoryResponse>(ApiPaths.drawHistory, {}, friendToken);
    expect(list).toHaveLength(1);
    const draw = list[0]!;
    expect(draw).toMatchObject({ legacy: null, fair: { nonce: 0, purpose: 'draw', serverSeedHash: shown, serverSeed: null, digest }, multiplierBp: drawTierOf(digest).multiplierBp });
    const reward = BigInt(draw.reward);
    const priceInGoal = (DRAW_PRICE * DRAW_RATE.goal) / DRAW_RATE.tmt;
    expect(reward).toBe(drawReward(draw.multiplierBp));
    expect(reward * 100n).toBeGreaterThanOrEqual(priceInGoal * 60n);
    expect(reward * 100n).toBeLessThanOrEqual(priceInGoal * 160n);

    const [grant] = await drawGrants(friendToken);
    expect(grant).toMatchObject({ currency: 'GOAL', amount: reward.toString() });
    expect(grant!.endsAt - grant!.startsAt).toBe(DRAW_RELEASE_S);
    const [share] = await drawGrants(inviterToken);
    expect(share).toMatchObject({ currency: 'GOAL', amount: (reward / 10n).toString() });
    expect(share!.endsAt - share!.startsAt).toBe(DRAW_RELEASE_S);

    await main.getByRole('link', { name: text('game:draw.fair.verify') }).first().click();
    await location(page, (url) => url.pathname === '/fair' && url.searchParams.get('purpose') === 'draw' && url.searchParams.get('digest') === digest);
    await visible(page.getByTestId('fair-pending'));
    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('fair-rotate-confirm').click();
    await textOf(page.getByTestId('fair-verdict'), new RegExp(text('collection:fair.verify.verdict.matches')));
    expectNoProblems();
  });

  it('refuses an account with too little TMT with the message, writing nothing', async () => {
    const poor = await signUp();
    await apiOk(ApiPaths.devGrant, { email: poor.email, currencies: { TMT: (40n * TMT).toString() } });
    const token = (await loginApi(poor.email, poor.password)).token;

    const { page, expectNoProblems } = await openDrawPage(poor);
    const shown = (await textOf(page.getByTestId('draw-commitment'), /^[0-9a-f]{64}$/)).trim();
    await page.locator(MAIN).getByRole('button', { name: text('game:draw.panel.draw', 'en', { price: '100 TMT' }) }).click();
    const dialog = page.getByRole('dialog', { name: text('game:draw.confirm.title') });
    await dialog.getByRole('button', { name: text('game:draw.confirm.confirm', 'en', { price: '100 TMT' }) }).click();
    // The alert's icon comes first; the message is followed by the way to more TMT.
    const alert = dialog.getByRole('alert');
    await textOf(alert, new RegExp(`${text('errors:BALANCE_NOT_ENOUGH').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${text('game:draw.panel.buyTmt')}$`));
    expect(await alert.getByRole('link', { name: text('game:draw.panel.buyTmt') }).getAttribute('href')).toMatch(/^\/user\/addfunds\?currency=TMT&need=60&/);

    const config = await apiOk<DrawConfigResponse>(ApiPaths.drawConfig, {}, token);
    expect(config).toMatchObject({ balance: (40n * TMT).toString(), commitment: { serverSeedHash: shown, nextNonce: 0 } });
    expect((await apiOk<DrawHistoryResponse>(ApiPaths.drawHistory, {}, token)).total).toBe(0);
    expect(await drawGrants(token)).toEqual([]);
    expectNoProblems();
  });
});
