// Staking and the airdrop end to end (mfe-game's stake and airdrop pages, the API's staking module and its jobs run by
// /dev/clock): an account given a card stakes it in the browser, unstakes it, sees it frozen, and after 24 hours of
// /dev/clock can use it again; an airdrop round opened with /dev/airdropRound pays two stakers pro rata to their power
// once its end has passed. Accounts are made with /dev/grant; the shared clock may have been moved by other suites, so
// every time is read from the server.
import { describe, expect, it } from '@jest/globals';
import {
  ApiPaths,
  type AirdropInfoResponse,
  type CardMineResponse,
  type ClaimListResponse,
  type DevAirdropRoundResponse,
  type DevClockResponse,
  type DevGrantResponse,
  type StakeInfoResponse,
} from '@fc/shared/contracts';
import { CARD_STAKING_POWER, UNSTAKE_FREEZE_S } from '@fc/shared/contracts/game';
import { loginAs, TEST_PASSWORD, uniqueEmail, type TestAccount } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();

interface Staker extends TestAccount {
  token: string;
  card: string;
}

/** A new activated account holding one collectible card of `rarity`, signed in through the API. */
async function staker(tag: string, rarity: 'rare' | 'epic'): Promise<Staker> {
  const email = uniqueEmail(tag);
  const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email, password: TEST_PASSWORD, cards: [{ rarity }] });
  const { token } = await loginApi(email, TEST_PASSWORD);
  return { email, password: TEST_PASSWORD, token, card: granted.cards[0]! };
}

const advance = (seconds: number) => apiOk<DevClockResponse>(ApiPaths.devClock, { advance: seconds });
const cardState = async (s: Staker) =>
  (await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'collectible', pageSize: 100 }, s.token)).list.find((card) => card.tokenId === s.card)?.state;

describe('staking', () => {
  it('stakes a card in the browser, unstakes it, shows it frozen, and frees it after 24 hours', async () => {
    const account = await staker('stake', 'rare');
    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/game/stake/dispatch');
    await expectRemotePage(page, { title: text('game:titles.stakeDispatch'), layout: 'main', path: '/game/stake/dispatch' });
    const main = page.locator(MAIN);
    const power = CARD_STAKING_POWER.rare;
    await main.getByTestId('stakable-card').getByRole('checkbox').first().check();
    await visible(main.getByText(text('game:stake.preview', 'en', { cards: 1, added: power, total: power })));
    await main.getByRole('button', { name: text('game:stake.stakeButton', 'en', { cards: 1 }) }).click();

    await location(page, (url) => url.pathname === '/game/stake');
    await textOf(main.getByTestId('my-power'), String(power));
    await visible(main.getByTestId('staked-card'));
    expect(await cardState(account)).toBe('staking');

    await main.getByRole('link', { name: text('game:stake.toRecall') }).click();
    await expectRemotePage(page, { title: text('game:titles.stakeRecall'), layout: 'main', path: '/game/stake/recall' });
    await visible(main.getByText(text('game:stake.freezeWarning', 'en', { hours: UNSTAKE_FREEZE_S / 3600 })));
    await main.getByTestId('recall-card').getByRole('checkbox').check();
    await main.getByRole('button', { name: text('game:stake.unstakeButton', 'en', { cards: 1 }) }).click();

    await location(page, (url) => url.pathname === '/game/stake');
    await textOf(main.getByTestId('my-power'), '0');
    await textOf(main.getByTestId('frozen-card'), /2[34]:\d\d:\d\d/);
    const info = await apiOk<StakeInfoResponse>(ApiPaths.stakeInfo, {}, account.token);
    expect(info.mine?.frozen.map((f) => f.card.tokenId)).toEqual([account.card]);
    expect(await cardState(account)).toBe('staking');

    await advance(UNSTAKE_FREEZE_S);
    await eventually(async () => expect(await cardState(account)).toBe('normal'));
    await page.reload();
    await visible(main.getByText(text('game:stake.noneFrozen')));
    // Usable again: it is offered for staking.
    await page.goto(new URL('/game/stake/dispatch', page.url()).toString());
    await visible(main.getByTestId('stakable-card'));
    expectNoProblems();
  });

  it('an airdrop round pays two stakers pro rata to their power once it has ended', async () => {
    const small = await staker('airdrop-a', 'rare');
    const big = await staker('airdrop-b', 'epic');
    await apiOk(ApiPaths.stakeCards, { tokenIds: [small.card] }, small.token);
    await apiOk(ApiPaths.stakeCards, { tokenIds: [big.card] }, big.token);
    const pool = (10_000n * 10n ** 18n).toString();
    const { round } = await apiOk<DevAirdropRoundResponse>(ApiPaths.devAirdropRound, { pool, durationS: 120 });

    const { page, expectNoProblems } = await open();
    await loginAs(page, big, '/game/airdrop');
    await expectRemotePage(page, { title: text('game:titles.airdrop'), layout: 'main', path: '/game/airdrop' });
    const current = await apiOk<AirdropInfoResponse>(ApiPaths.airdropInfo, {}, big.token);
    // Another round may end sooner; this one shows once it is the current one.
    if (current.current?.roundId === round.roundId) {
      await textOf(page.locator(MAIN).getByTestId('airdrop-my-power'), String(CARD_STAKING_POWER.epic));
      await visible(page.locator(MAIN).getByRole('timer'));
    }
    expectNoProblems();

    await advance(121);
    const granted = async (s: Staker) => {
      const { grants } = await apiOk<ClaimListResponse>(ApiPaths.claimList, {}, s.token);
      return grants.filter((g) => g.source === 'airdrop').map((g) => BigInt(g.amount));
    };
    const [a] = await eventually(async () => {
      const found = await granted(small);
      expect(found).toHaveLength(1);
      return found;
    });
    const [b] = await granted(big);
    // Pro rata, each floored in base units: epic (100) gets ten times rare (10), less than 10 base units of rounding.
    expect(b! - 10n * a!).toBeGreaterThanOrEqual(0n);
    expect(b! - 10n * a!).toBeLessThan(10n);
    expect(a! + b!).toBeLessThanOrEqual(BigInt(pool));
    const past = await apiOk<AirdropInfoResponse>(ApiPaths.airdropInfo, {}, big.token);
    expect(past.past.find((r) => r.roundId === round.roundId)).toMatchObject({ myPower: CARD_STAKING_POWER.epic, myShare: b!.toString() });
    // Once: another clock tick pays nothing more.
    await advance(60);
    expect(await granted(small)).toEqual([a]);
  });
});
