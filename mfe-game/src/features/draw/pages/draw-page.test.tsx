import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type DrawConfigResponse, type DrawView } from '@fc/shared';
import {
  DRAW_INVITER_SHARE_BP,
  DRAW_MEAN_MULTIPLIER_BP,
  DRAW_PRICE,
  DRAW_RATE,
  DRAW_RELEASE_S,
  DRAW_TIERS,
  DRAW_WEIGHT_TOTAL,
  drawCommitment,
  drawOutcome,
  drawReward,
} from '@fc/shared/contracts/draw';
import { drawTierOf, fairDigestHex, serverSeedHash } from '@fc/shared/fair';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { NOW, TMT } from '../../../test/fixtures';
import DrawPage from './draw-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

const SEED = '1f'.repeat(32);
const NEXT_SEED = '2e'.repeat(32);
const PLAYER_SEED = 'my-lucky-seed';
const pair = (nextNonce: number) => ({ pairId: 7, serverSeedHash: serverSeedHash(SEED), nextServerSeedHash: serverSeedHash(NEXT_SEED), playerSeed: PLAYER_SEED, nextNonce });

const config = (extra: Partial<DrawConfigResponse> = {}): DrawConfigResponse => ({
  price: DRAW_PRICE.toString(),
  rateGoal: DRAW_RATE.goal.toString(),
  rateTmt: DRAW_RATE.tmt.toString(),
  tiers: DRAW_TIERS.map((tier) => ({ ...tier, reward: drawReward(tier.multiplierBp).toString() })),
  weightTotal: DRAW_WEIGHT_TOTAL,
  meanBp: DRAW_MEAN_MULTIPLIER_BP,
  inviterShareBp: DRAW_INVITER_SHARE_BP,
  releaseS: DRAW_RELEASE_S,
  commitment: pair(3),
  balance: TMT(250),
  now: NOW,
  ...extra,
});

/** A draw under the fair scheme at `nonce` of pair 7; its server seed shown when `revealed`. */
function fairDrawOf(nonce: number, revealed = false): DrawView {
  const digest = fairDigestHex(SEED, PLAYER_SEED, nonce, 'draw');
  const outcome = drawTierOf(digest);
  return {
    drawId: String(50 + nonce),
    fair: { pairId: 7, nonce, purpose: 'draw', serverSeedHash: serverSeedHash(SEED), serverSeed: revealed ? SEED : null, playerSeed: PLAYER_SEED, digest },
    legacy: null,
    tier: outcome.tier,
    multiplierBp: outcome.multiplierBp,
    price: DRAW_PRICE.toString(),
    reward: drawReward(outcome.multiplierBp).toString(),
    createdAt: NOW - 30,
  };
}

/** A draw from before the fair scheme, with its own seed. */
function drawOf(seed: string, nonce: number, extra: Partial<DrawView> = {}): DrawView {
  const outcome = drawOutcome(seed, nonce);
  return {
    drawId: String(40 + nonce),
    fair: null,
    legacy: { nonce, seed, seedHash: drawCommitment(seed) },
    tier: outcome.tier,
    multiplierBp: outcome.multiplierBp,
    price: DRAW_PRICE.toString(),
    reward: drawReward(outcome.multiplierBp).toString(),
    createdAt: NOW - 60,
    ...extra,
  };
}

const renderDraw = () => renderPage(<DrawPage />, { path: paths.draw(), url: paths.draw() });

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

describe('the draw for a guest', () => {
  it('shows the price, the rate and the distribution, and asks to sign in', async () => {
    const api = fakeApi({ [ApiPaths.drawConfig]: ok(config({ commitment: null, balance: null })) });
    renderDraw();
    expect(await screen.findByTestId('draw-price', {}, FIRST)).toHaveTextContent('Each draw costs 100 TMT.');
    expect(screen.getByTestId('draw-rate')).toHaveTextContent('1 TMT = 2.5 GOAL, so 100 TMT is worth 250 GOAL');
    const tiers = screen.getAllByTestId('draw-tier');
    expect(tiers).toHaveLength(DRAW_TIERS.length);
    expect(tiers[0]).toHaveTextContent('60%150 GOAL10.0%');
    expect(tiers[5]).toHaveTextContent('160%400 GOAL15.0%');
    expect(screen.getByText(/110% on average/)).toBeInTheDocument();
    expect(screen.getByText('Sign in to draw')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the claim center' })).toHaveAttribute('href', paths.claimCenter());
    expect(api.callsTo(ApiPaths.drawHistory)).toHaveLength(0);
  });
});

describe('the draw for a player', () => {
  beforeEach(() => logIn());

  it('shows the fair pair before drawing, draws after a confirmation and links the draw to the verifier', async () => {
    const drawn = fairDrawOf(3);
    const api = fakeApi({
      [ApiPaths.drawConfig]: ok(config()),
      [ApiPaths.drawHistory]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      [ApiPaths.drawPlay]: ok({ draw: drawn, commitment: pair(4), balance: TMT(150) }),
    });
    renderDraw();
    expect(await screen.findByTestId('draw-commitment', {}, FIRST)).toHaveTextContent(serverSeedHash(SEED));
    expect(screen.getByTestId('draw-player-seed')).toHaveTextContent(PLAYER_SEED);
    expect(screen.getByTestId('draw-next-nonce')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Change player seed or rotate' })).toHaveAttribute('href', paths.fair());
    expect(screen.getByTestId('draw-balance')).toHaveTextContent('250 TMT');
    expect(await screen.findByText('You have not drawn yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draw for 100 TMT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the draw' });
    expect(dialog).toHaveTextContent('Pay 100 TMT for a GOAL reward between 150 GOAL and 400 GOAL, released over 50 days.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay 100 TMT and draw' }));

    const result = await screen.findByTestId('draw-result');
    expect(result).toHaveTextContent(`${drawn.multiplierBp / 100}%`);
    expect(screen.getByTestId('draw-digest')).toHaveTextContent(drawn.fair!.digest);
    expect(screen.getByText('Revealed once you rotate the pair')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-server-seed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', paths.fair({ pairId: 7, nonce: 3, purpose: 'draw', digest: drawn.fair!.digest }));
    expect(screen.getByTestId('draw-next-nonce')).toHaveTextContent('4');
    expect(screen.getByTestId('draw-balance')).toHaveTextContent('150 TMT');
    const [call] = api.callsTo(ApiPaths.drawPlay);
    expect(call?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('shows the refusal when the balance is not enough, keeps the dialog open and offers Buy TMT for what is missing', async () => {
    fakeApi({
      [ApiPaths.drawConfig]: ok(config({ balance: TMT(20) })),
      [ApiPaths.drawHistory]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      [ApiPaths.drawPlay]: fail('BALANCE_NOT_ENOUGH'),
    });
    renderDraw();
    expect(await screen.findByText('You need at least 100 TMT to draw.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=80&return=%2Fgame%2Fdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Draw for 100 TMT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the draw' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay 100 TMT and draw' }));
    expect(await within(dialog).findByText(/Your balance is not enough\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy TMT' })).toBeInTheDocument();
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });

  it('lists past draws: fair ones link to the verifier and show the server seed once rotated; older ones keep their in-page check', async () => {
    const fair = fairDrawOf(0, true);
    const good = drawOf(SEED, 2);
    const forged = drawOf(NEXT_SEED, 1, { legacy: { nonce: 1, seed: NEXT_SEED, seedHash: drawCommitment(SEED) } });
    fakeApi({
      [ApiPaths.drawConfig]: ok(config()),
      [ApiPaths.drawHistory]: ok({ list: [fair, good, forged], total: 3, page: 1, pageSize: 10 }),
    });
    renderDraw();
    const all = await screen.findAllByTestId('draw-history-row', {}, FIRST);
    expect(all).toHaveLength(3);
    expect(within(all[0]!).getByRole('rowheader')).toHaveTextContent('Pair #7 · nonce 0');
    expect(within(all[0]!).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', paths.fair({ pairId: 7, nonce: 0, purpose: 'draw', digest: fair.fair!.digest }));
    await userEvent.click(within(all[0]!).getByRole('button', { name: 'Seed and check' }));
    expect(within(all[0]!).getByTestId('draw-server-seed')).toHaveTextContent(SEED);
    expect(within(all[1]!).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();
    const rows = all.slice(1);
    expect(within(screen.getByRole('table', { name: 'My draws' })).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Draw',
      'Price',
      'Share of price',
      'Reward',
      'Seed and check',
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Draw #2');
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^100 TMT$/);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Seed and check' }));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Verify' }));
    expect(await within(rows[0]!).findByText(/Verified/)).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Seed and check' }));
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Verify' }));
    expect(await within(rows[1]!).findByText('The seed does not match the commitment shown before the draw.')).toBeInTheDocument();
  });

  it('offers a retry when the draw cannot be loaded', async () => {
    fakeApi({ [ApiPaths.drawConfig]: fail('UNKNOWN') });
    renderDraw();
    expect(await screen.findByText('The draw could not be loaded.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
