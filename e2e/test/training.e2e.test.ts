// Training (mint) end to end (mfe-collection with the shell, the API and the job runner): the demo account chooses a
// second parent, sees the costs and the child's odds, pays, watches the countdown, and once /dev/clock has moved the
// app 24 hours on, finds the child's mystery box and opens it.
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, type DevClockResponse, type DevGrantResponse, type TrainingListResponse } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage, turnEveryCard } from '../src/pages';
import { text } from '../src/strings';
import { eventually, textOf, visible } from '../src/wait';

const open = pagePerTest();
const DAY_S = 24 * 60 * 60;

describe('training', () => {
  it('lets the demo account start a training and, 24 hours later, open the child box at /collection/fppack', async () => {
    // The demo's level-5+ cards already train together (its seed); two more level-5 cards make a second pair.
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, {
      email: DEMO.email,
      fpCards: [
        { rarity: 'common', level: 5 },
        { rarity: 'rare', level: 5 },
      ],
    });
    const [first, second] = granted.fpCards as [string, string];
    const { page, expectNoProblems } = await open();
    const mintPath = `/collection/mint/${first}`;
    await loginAsDemo(page, mintPath);
    await expectRemotePage(page, { title: text('collection:titles.mint'), layout: 'main', path: mintPath });

    await page.locator(`${MAIN} [data-testid="partners"] [data-testid="training-card"][data-token-id="${second}"]`).getByTestId('choose-partner').click();
    const checkout = page.getByTestId('checkout');
    await visible(checkout);
    // Before paying: 30 + 60 TMT, and the odds of a common and a rare parent.
    await textOf(checkout.getByTestId('training-total'), '90 TMT');
    const odds = await checkout.getByTestId('odds-table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-rarity')));
    expect(odds).toEqual(['common', 'rare', 'epic', 'legendary']);
    await checkout.getByTestId('confirm-training').click();

    const panel = page.locator(`${MAIN} [data-testid="training"]`);
    await textOf(panel.getByTestId('training-countdown'), /^2[34]:\d\d:\d\d left$/);
    const trainingId = await panel.getAttribute('data-training-id');

    const { token } = await loginApi(DEMO.email, DEMO.password);
    const ran = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: DAY_S });
    expect(ran.ran.map((run) => run.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^training-finish:/)]));
    const trainings = await apiOk<TrainingListResponse>(ApiPaths.trainingList, {}, token);
    const finished = trainings.list.find((training) => training.id === trainingId);
    expect(finished).toMatchObject({ state: 'finished', childBoxOpened: false });
    const box = finished?.childBox ?? '';

    await page.reload();
    await textOf(panel.locator('[data-state="finished"]').last(), text('collection:training.states.finished'));
    await panel.getByTestId('open-box').click();
    await expectRemotePage(page, { title: text('collection:titles.fpPack'), layout: 'main', path: '/collection/fppack' });
    const tile = page.locator(`${MAIN} [data-testid="card-tile"][data-token-id="${box}"]`);
    await visible(tile);
    await tile.getByTestId('open-card').click();
    const revealed = (await turnEveryCard(page)).locator('[data-testid="card-tile"]');
    expect(await revealed.getAttribute('data-family')).toBe('fp');
    expect(await revealed.getAttribute('data-rarity')).toBe(finished?.childRarity);

    await eventually(async () => {
      const after = await apiOk<TrainingListResponse>(ApiPaths.trainingList, {}, token);
      expect(after.list.find((training) => training.id === trainingId)?.childBoxOpened).toBe(true);
    });
    expectNoProblems();
  });
});
