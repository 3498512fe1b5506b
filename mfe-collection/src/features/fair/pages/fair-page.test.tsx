import { createHash, createHmac } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type FairCurrentView, type FairHistoryResponse, type FairOutcomeView, type FairPairView } from '@fc/shared';
import { PACK_CONTENTS } from '@fc/shared/contracts/cards';
import { drawSeriesLots, lotsListHash, lotsSeedHash, packOpeningRarities } from '@fc/shared/fair';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import FairPage from './fair-page';

const NOW = 1_900_000_000;
const OLD_SEED = '5a'.repeat(32);
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const hmacHex = (seed: string, message: string) => createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest('hex');

const current: FairCurrentView = { pairId: 8, serverSeedHash: 'c1'.repeat(32), nextServerSeedHash: 'd2'.repeat(32), playerSeed: 'lucky-7', nextNonce: 2 };
const currentRow: FairPairView = {
  pairId: 8,
  serverSeedHash: current.serverSeedHash,
  serverSeed: null,
  playerSeed: 'lucky-7',
  noncesUsed: 2,
  current: true,
  createdAt: NOW - 60,
  rotatedAt: null,
};
const revealedRow: FairPairView = {
  pairId: 7,
  serverSeedHash: sha256Hex(OLD_SEED),
  serverSeed: OLD_SEED,
  playerSeed: 'my-seed',
  noncesUsed: 3,
  current: false,
  createdAt: NOW - 3600,
  rotatedAt: NOW - 60,
};
const history = (list: FairPairView[]): FairHistoryResponse => ({ list, total: list.length, page: 1, pageSize: 10 });

/** An All Star pack opened under the revealed pair with nonce 1, as /card/open recorded it. */
const opening = { pairId: 7, nonce: 1, purpose: 'pack', digest: hmacHex(OLD_SEED, 'my-seed:1:pack'), kind: 'allStar' };

const render = (url = paths.fair()) => renderPage(<FairPage />, { path: paths.fair(), url });

beforeEach(() => logIn());

describe('/fair', () => {
  it('shows the committed hash, the player seed and the next nonce of the current pair, and the pairs so far', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow, revealedRow])) });
    render();
    expect(await screen.findByTestId('fair-current-hash')).toHaveTextContent(current.serverSeedHash);
    expect(screen.getByTestId('fair-current-player-seed')).toHaveTextContent('lucky-7');
    expect(screen.getByTestId('fair-current-nonce')).toHaveTextContent('2');
    const rows = await screen.findAllByTestId('fair-history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Hidden until you rotate')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`${OLD_SEED.slice(0, 12)}…`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
  });

  it('works its example through with the real scheme: the digest is HMAC-SHA256 of the seeds and nonce', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow])) });
    render();
    const example = await screen.findByTestId('fair-example');
    const seed = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(example).toHaveTextContent(sha256Hex(seed));
    expect(example).toHaveTextContent(hmacHex(seed, 'my-lucky-seed:0:pack'));
  });

  it('refuses a player seed the API would refuse, and sends a valid one', async () => {
    const api = fakeApi({
      [ApiPaths.fairCurrent]: ok({ current }),
      [ApiPaths.fairHistory]: ok(history([currentRow])),
      [ApiPaths.fairPlayerSeed]: ok({ current: { ...current, playerSeed: 'new.seed_1' }, revealed: null }),
    });
    const user = userEvent.setup();
    render();
    const input = await screen.findByLabelText('New player seed');
    await user.type(input, 'has space:colon');
    await user.click(screen.getByRole('button', { name: 'Set player seed' }));
    expect(await screen.findByText(/Use 1–64 letters, digits, dots, underscores or hyphens/)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.fairPlayerSeed)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'new.seed_1');
    await user.click(screen.getByRole('button', { name: 'Set player seed' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.fairPlayerSeed)[0]?.body).toEqual({ playerSeed: 'new.seed_1' }));
  });

  it('rotates only once confirmed, then shows the old pair\'s server seed', async () => {
    const api = fakeApi({
      [ApiPaths.fairCurrent]: ok({ current }),
      [ApiPaths.fairHistory]: ok(history([currentRow])),
      [ApiPaths.fairRotate]: ok({ revealed: { ...currentRow, serverSeed: OLD_SEED, current: false, rotatedAt: NOW }, current: { ...current, pairId: 9, nextNonce: 0 } }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Rotate seed pair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate your seed pair?' });
    expect(api.callsTo(ApiPaths.fairRotate)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByTestId('fair-revealed-seed')).toHaveTextContent(OLD_SEED);
    expect(api.callsTo(ApiPaths.fairRotate)[0]?.body).toEqual({});
  });

  it('verifies an opening named by its link: matches, with the rarities it draws; a tampered value does not', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow, revealedRow])) });
    const user = userEvent.setup();
    render(paths.fair(opening));
    const verdict = await screen.findByTestId('fair-verdict');
    expect(verdict).toHaveTextContent('Matches');
    expect(screen.getByTestId('fair-recomputed-digest')).toHaveTextContent(opening.digest);
    const rarities = packOpeningRarities(opening.digest, PACK_CONTENTS.allStar);
    expect(rarities).toHaveLength(5);
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent(rarities.map((rarity) => rarity[0]!.toUpperCase() + rarity.slice(1)).join(', '));

    const playerSeed = screen.getByLabelText('Player seed');
    await user.clear(playerSeed);
    await user.type(playerSeed, 'other-seed');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('fair-verdict')).toHaveTextContent('Does not match');
    expect(screen.getByTestId('fair-verdict')).toHaveTextContent('The digest differs from the recorded one');

    const serverSeed = screen.getByLabelText('Server seed (revealed)');
    await user.clear(serverSeed);
    await user.type(serverSeed, '6b'.repeat(32));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('fair-verdict')).toHaveTextContent("The server seed's hash is not the committed one");
  });

  it('verifies a pack series lots drawing named by its link: the hash, and the order drawn for the entries given', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow])) });
    const user = userEvent.setup();
    const list = Array.from({ length: 12 }, (_, index) => ({ position: index + 1, entry: `e${index}`, quantity: 1 }));
    const drawing = drawSeriesLots('fair', OLD_SEED, list, 5);
    const playerSeed = lotsListHash(list);
    render(paths.fairLots({ serverSeed: OLD_SEED, playerSeed, seedHash: lotsSeedHash('fair', OLD_SEED), entries: 12 }));
    const verdict = await screen.findByTestId('fair-verdict');
    expect(verdict).toHaveTextContent('Matches');
    expect(screen.getByLabelText('What it was for')).toHaveValue('lots');
    expect(screen.getByLabelText('Nonce')).toHaveValue('0');
    expect(screen.getByTestId('fair-recomputed-digest')).toHaveTextContent(hmacHex(OLD_SEED, `${playerSeed}:0:lots`));
    const shown = drawing.order.slice(0, 10).map((index) => `#${index + 1}`).join(', ');
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent(`Drawn order, first 10 of 12 reservations by list position: ${shown}.`);

    const entries = screen.getByLabelText('Reservations in the list');
    await user.clear(entries);
    await user.type(entries, '0');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Must be a whole number from 1 to 999,999.')).toBeInTheDocument();
    await user.clear(entries);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent('Enter how many reservations the list holds');
    await user.selectOptions(screen.getByLabelText('What it was for'), 'pack');
    expect(screen.queryByLabelText('Reservations in the list')).not.toBeInTheDocument();
  });

  it('lets a guest verify a lots drawing from its link, asking nothing of the API, and offers to sign in for the seeds', async () => {
    logoutSession();
    const api = fakeApi({});
    const list = Array.from({ length: 3 }, (_, index) => ({ position: index + 1, entry: `e${index}`, quantity: 1 }));
    const playerSeed = lotsListHash(list);
    const url = paths.fairLots({ serverSeed: OLD_SEED, playerSeed, seedHash: lotsSeedHash('fair', OLD_SEED), entries: 3 });
    render(url);
    expect(await screen.findByTestId('fair-verdict')).toHaveTextContent('Matches');
    expect(screen.getByRole('link', { name: 'Sign in to see your seeds' })).toHaveAttribute('href', paths.login(url));
    expect(screen.queryByTestId('fair-current-hash')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fair-history-row')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('verifies a match draw named by its page: one manager\'s seed is the digest; two managers\' combine with the other digest', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow, revealedRow])) });
    const digest = hmacHex(OLD_SEED, 'my-seed:2:match');
    const other = 'e3'.repeat(32);
    render(paths.fair({ pairId: 7, nonce: 2, purpose: 'match', digest, other, side: 'away' }));
    expect(await screen.findByTestId('fair-verdict')).toHaveTextContent('Matches');
    const seed = createHmac('sha256', Buffer.from(other, 'hex')).update(Buffer.from(digest, 'hex')).digest('hex');
    expect(screen.getByTestId('fair-outcome')).toHaveTextContent('this digest as the away side gives');
    expect(screen.getByTestId('fair-match-seed')).toHaveTextContent(seed);
  });

  it('verifies one of the latest outcomes picked from the list, or says it is revealed when you rotate', async () => {
    const outcome = (pair: FairPairView, nonce: number, purpose: FairOutcomeView['purpose']): FairOutcomeView => ({
      pairId: pair.pairId,
      nonce,
      purpose,
      ref: `open:${nonce}`,
      serverSeedHash: pair.serverSeedHash,
      serverSeed: pair.serverSeed,
      playerSeed: pair.playerSeed,
      digest: pair.serverSeed ? hmacHex(pair.serverSeed, `${pair.playerSeed}:${nonce}:${purpose}`) : 'ee'.repeat(32),
      createdAt: NOW - nonce,
    });
    const api = fakeApi({
      [ApiPaths.fairCurrent]: ok({ current }),
      [ApiPaths.fairHistory]: ok(history([currentRow, revealedRow])),
      [ApiPaths.fairOutcomes]: ok({ list: [outcome(currentRow, 0, 'pack'), outcome(revealedRow, 2, 'box')], total: 2, page: 1, pageSize: 50 }),
    });
    const user = userEvent.setup();
    render();
    const pick = await screen.findByLabelText('One of your latest outcomes');
    expect(api.callsTo(ApiPaths.fairOutcomes)[0]?.body).toEqual({ page: 1, pageSize: 50 });
    await user.selectOptions(pick, 'Mystery box opening, pair 7, nonce 2');
    expect(await screen.findByTestId('fair-verdict')).toHaveTextContent('Matches');
    expect(screen.getByLabelText('Nonce')).toHaveValue('2');

    await user.selectOptions(screen.getByLabelText('One of your latest outcomes'), 'Pack opening, pair 8, nonce 0 (revealed when you rotate)');
    expect(await screen.findByTestId('fair-pending')).toHaveTextContent('pair (8) is still your current one');
    expect(screen.queryByTestId('fair-verdict')).not.toBeInTheDocument();
  });

  it('says an outcome of the current pair is revealed when you rotate, and checks nothing yet', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow])) });
    render(paths.fair({ ...opening, pairId: 8 }));
    expect(await screen.findByTestId('fair-pending')).toHaveTextContent('its server seed is revealed when you rotate');
    expect(screen.queryByTestId('fair-verdict')).not.toBeInTheDocument();
  });

  it('names what cannot be used instead of verifying it', async () => {
    fakeApi({ [ApiPaths.fairCurrent]: ok({ current }), [ApiPaths.fairHistory]: ok(history([currentRow])) });
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText('Server seed (revealed)'), 'not-hex');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('fair-verify-invalid')).toBeInTheDocument();
    expect(screen.getAllByText('Must be 64 characters of 0–9 and a–f.').length).toBeGreaterThan(0);
    expect(screen.getByText('Must be a whole number, 0 or more.')).toBeInTheDocument();
  });
});
