// TopPrize end to end (mfe-game with the shell, the API's top-prize module and the job runner): a new account sends
// three cards of its trial squad from /game/dispatch, sees its power and projected share on /game/topprize; the next
// half hour (moved on by /dev/clock) pays it once as a 180-day grant; it recalls the cards from /game/recall.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type ClaimListResponse, type DevClockResponse, type TopPrizeEventResponse } from '@fc/shared/contracts';
import { TOP_PRIZE_JOB, TOP_PRIZE_VESTING_S } from '@fc/shared/contracts/top-prize';
import { loginAs, signUp } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { textOf } from '../src/wait';

const open = pagePerTest();

describe('TopPrize', () => {
  it('sends three trial cards, shows power and share, pays the half hour once as a 180-day grant, recalls', async () => {
    const account = await signUp();
    const { token } = await loginApi(account.email, account.password);
    const { page, expectNoProblems } = await open();

    await loginAs(page, account, '/game/dispatch');
    await expectRemotePage(page, { title: text('game:titles.dispatch'), layout: 'main', path: '/game/dispatch' });
    const picks = page.locator(MAIN).getByTestId('top-prize-pick');
    await picks.first().waitFor();
    for (const index of [0, 1, 2]) await picks.nth(index).getByRole('checkbox').check();
    await page.locator(MAIN).getByRole('button', { name: text('game:topPrize.dispatch.send_other', 'en', { count: 3 }) }).click();
    await textOf(page.getByTestId('batch-result'), text('game:topPrize.result.send', 'en', { sent: 3, failed: 0 }));

    await page.goto('/game/topprize');
    await expectRemotePage(page, { title: text('game:titles.topPrize'), layout: 'main', path: '/game/topprize' });
    // Three common cards of different players: 3.00.
    await textOf(page.getByTestId('top-prize-my-power'), /^3$/);
    await textOf(page.getByTestId('top-prize-my-share'), /TMT/);
    expect(await page.getByTestId('top-prize-my-card').count()).toBe(3);

    // The next half hour pays the period once.
    const view = await apiOk<TopPrizeEventResponse>(ApiPaths.topPrizeEvent, {}, token);
    expect(view.me?.power).toBe(300);
    const moved = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: (view.nextPayoutAt ?? view.now) - view.now + 5 });
    expect(moved.ran).toContainEqual(expect.objectContaining({ key: expect.stringContaining(TOP_PRIZE_JOB), status: 'done' }));
    const paid = (await apiOk<ClaimListResponse>(ApiPaths.claimList, {}, token)).grants.filter((grant) => grant.source === 'topPrize');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.endsAt - paid[0]!.startsAt).toBe(TOP_PRIZE_VESTING_S);
    // The trial squad's part is held until the trial unlock.
    expect(paid[0]!.heldForTrial).toBe(true);
    expect(BigInt(paid[0]!.amount) > 0n).toBe(true);
    await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: 60 });
    expect((await apiOk<ClaimListResponse>(ApiPaths.claimList, {}, token)).grants.filter((grant) => grant.source === 'topPrize')).toHaveLength(1);

    await page.goto('/game/recall');
    await expectRemotePage(page, { title: text('game:titles.recall'), layout: 'main', path: '/game/recall' });
    const inEvent = page.locator(MAIN).getByTestId('top-prize-pick');
    await inEvent.first().waitFor();
    for (const index of [0, 1, 2]) await inEvent.nth(index).getByRole('checkbox').check();
    await page.locator(MAIN).getByRole('button', { name: text('game:topPrize.recall.recall_other', 'en', { count: 3 }) }).click();
    await textOf(page.getByTestId('batch-result'), text('game:topPrize.result.recall', 'en', { sent: 3, failed: 0 }));
    expect((await apiOk<TopPrizeEventResponse>(ApiPaths.topPrizeEvent, {}, token)).me?.cards).toEqual([]);
    expectNoProblems();
  });
});
