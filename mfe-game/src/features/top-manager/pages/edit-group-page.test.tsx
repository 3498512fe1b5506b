import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, ErrorCode, logoutSession, type SquadCard } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { group, NOW, squadCard } from '../../../test/fixtures';
import EditGroupPage from './edit-group-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

/** A trial squad of eleven, a second card of the striker, a tired card, a listed one and one in training, and a spare defender. */
const SQUAD: SquadCard[] = [
  squadCard('1', 'Gus Keeper', 'GK', 50),
  squadCard('2', 'Lee Back', 'LB', 52),
  squadCard('3', 'Cole Centre', 'CB', 55),
  squadCard('4', 'Carl Stone', 'CB', 53),
  squadCard('5', 'Rob Right', 'RB', 51),
  squadCard('6', 'Liam Wide', 'LM', 54),
  squadCard('7', 'Cam Middle', 'CM', 58),
  squadCard('8', 'Chris Mid', 'CM', 56),
  squadCard('9', 'Ray Wing', 'RM', 52),
  squadCard('10', 'Sam Striker', 'ST', 60),
  squadCard('11', 'Stan Forward', 'ST', 57),
  squadCard('12', 'Sam Striker', 'ST', 59, { playerId: 10 }),
  squadCard('13', 'Tired Tom', 'ST', 65, { stamina: 20, matchCost: 43 }),
  squadCard('14', 'Busy Ben', 'CM', 70, { available: false, refusal: ErrorCode.CARD_BUSY, state: 'listed', blockedBy: { reason: 'listed', until: null } }),
  squadCard('15', 'Bench Bill', 'CB', 45),
  squadCard('16', 'Trainee Tim', 'RM', 68, { available: false, refusal: ErrorCode.CARD_BUSY, state: 'training', blockedBy: { reason: 'training', until: NOW + 2 * 3600 } }),
];
const squadAnswer = (cards: SquadCard[] = SQUAD) => ok({ cards, now: NOW });

const slot = (n: number) => screen.getAllByTestId('pitch-slot')[n - 1]!;
const squadCardButton = (name: string) => within(screen.getByRole('region', { name: 'Squad' })).getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
const issues = () => Array.from(screen.queryByTestId('lineup-issues')?.querySelectorAll('li') ?? []).map((item) => item.getAttribute('data-problem'));
/** The checklist's rules still to meet. */
const todo = () =>
  Array.from(screen.getByTestId('lineup-checklist').querySelectorAll('li[data-met="false"]')).map((item) => item.getAttribute('data-rule'));
const statusOf = (name: string) => within(squadCardButton(name)).getByTestId('card-status');
const announcer = () => screen.getByTestId('lineup-announcer');

function renderEditor(groupId = 'new') {
  renderPage(<EditGroupPage />, { path: '/game/editgroup/:groupId', url: `/game/editgroup/${groupId}`, routes: { '/game/topmanager': <p>home page</p> } });
}

afterEach(() => logoutSession());

describe('the lineup editor (/game/editgroup/:groupId)', () => {
  it('asks a guest to sign in', async () => {
    const api = fakeApi({});
    renderEditor();
    expect(await screen.findByText('Sign in to build your lineup', {}, FIRST)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameSquad)).toHaveLength(0);
  });

  describe('for a manager', () => {
    beforeEach(() => logIn());

    it('guides a new lineup with a checklist, no alarm, Save and Save and keep editing off for one stated reason', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      const user = userEvent.setup();
      const save = await screen.findByRole('button', { name: 'Save' }, FIRST);
      const stay = screen.getByRole('button', { name: 'Save and keep editing' });
      const reason = 'To save, place at least 3 of your own cards in the starting XI (0 so far).';
      for (const button of [save, stay]) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(reason);
      }
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByTestId('lineup-issues')).not.toBeInTheDocument();
      expect(todo()).toEqual(['tooFewOwnCards']);
      expect(screen.getByTestId('lineup-checklist')).toHaveTextContent('Your own cards in the starting XI: 0 of at least 3');
      expect(screen.getAllByText('System card')).toHaveLength(11);

      for (const [name, n] of [['Gus Keeper', 1], ['Lee Back', 2]] as const) {
        await user.click(squadCardButton(name));
        await user.click(slot(n));
      }
      expect(screen.getByTestId('lineup-checklist')).toHaveTextContent('Your own cards in the starting XI: 2 of at least 3');
      expect(screen.getByTestId('save-reason')).toHaveTextContent('(2 so far)');
      await user.click(squadCardButton('Cole Centre'));
      await user.click(slot(3));
      expect(todo()).toEqual([]);
      for (const button of [save, stay]) {
        expect(button).toBeEnabled();
        expect(button).not.toHaveAccessibleDescription();
      }
      expect(screen.queryByTestId('save-reason')).not.toBeInTheDocument();
    });

    it('lets a new account Auto-pick and Save in two clicks, saying which cards it left out and why, then goes back to the home', async () => {
      const api = fakeApi({ [ApiPaths.gameSquad]: squadAnswer(), [ApiPaths.gameGroupSave]: ok({ group: group({ groupId: '9' }) }) });
      renderEditor();
      const user = userEvent.setup();
      const save = await screen.findByRole('button', { name: 'Save' }, FIRST);

      await user.click(screen.getByRole('button', { name: 'Auto-pick' }));
      const report = screen.getByTestId('auto-pick-report');
      expect(report).toHaveTextContent('Starting XI: 11 of your cards; bench: 1.');
      expect(Array.from(report.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
        'Busy Ben: Listed on the market: cancel the listing to play him',
        'Trainee Tim: In training: back in 2:00:00',
        'Tired Tom: Too tired for a match: stamina 20, a match costs 43 (stamina comes back at 00:00 UTC)',
        'Sam Striker: a better card of the same player plays',
      ]);
      await user.click(save);
      expect(api.callsTo(ApiPaths.gameGroupSave)[0]?.body).toEqual({
        name: 'My lineup',
        formation: '4-4-2',
        tactics: { mentality: 'balanced', pressing: 'medium', tempo: 'normal' },
        // Best card per role; the second card of the striker, the tired and the busy cards are left out.
        starters: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
        substitutes: ['15'],
        active: false,
      });
      expect(await screen.findByText('home page')).toBeInTheDocument();
      expect(currentLocation()).toBe('/game/topmanager');
    });

    it('says on each squad card what keeps it out, counting down a training on the server’s clock', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(statusOf('Busy Ben')).toHaveTextContent('Listed on the market: cancel the listing to play him');
      expect(squadCardButton('Busy Ben')).toHaveAccessibleDescription('Listed on the market: cancel the listing to play him');
      expect(statusOf('Trainee Tim')).toHaveTextContent('In training: back in 2:00:00');
      expect(statusOf('Tired Tom')).toHaveTextContent('Too tired for a match: stamina 20, a match costs 43');
      expect(statusOf('Gus Keeper')).toHaveTextContent('Available');
    });

    it('fills an empty slot from a chooser of the cards that fit it, best first, with the busy ones apart', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      await user.click(slot(10));
      const chooser = screen.getByRole('dialog', { name: 'Slot 10 (ST)' });
      const choices = within(screen.getByTestId('slot-chooser')).getAllByRole('button');
      expect(choices.slice(0, 4).map((choice) => within(choice).getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/).textContent)).toEqual([
        'Tired Tom',
        'Sam Striker',
        'Sam Striker',
        'Stan Forward',
      ]);
      expect(within(chooser).getByRole('heading', { name: 'Not free to play now' })).toBeInTheDocument();
      expect(within(chooser).getByText('Listed on the market: cancel the listing to play him')).toBeInTheDocument();
      await user.click(choices[1]!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(slot(10)).toHaveAccessibleName('Slot 10 (ST): Sam Striker');
      expect(announcer()).toHaveTextContent('Sam Striker moved to Slot 10 (ST).');
    });

    it('moves cards by drag and drop: squad to slot, slot to slot, slot to bench and back to the squad', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(screen.getByTestId('team-rating')).toHaveTextContent('Team rating 52');

      const drag = (from: HTMLElement, to: HTMLElement) => {
        fireEvent.dragStart(from);
        fireEvent.dragOver(to);
        fireEvent.drop(to);
        fireEvent.dragEnd(from);
      };
      drag(squadCardButton('Sam Striker, ST, rating 60'), slot(10));
      expect(slot(10)).toHaveAccessibleName('Slot 10 (ST): Sam Striker');
      expect(screen.getByTestId('team-rating')).toHaveTextContent('Team rating 53');
      expect(screen.queryByRole('button', { name: /^Sam Striker, ST, rating 60/ })).not.toBeInTheDocument();

      drag(squadCardButton('Gus Keeper'), slot(1));
      drag(slot(10), slot(11));
      expect(slot(10)).toHaveAccessibleName('Slot 10 (ST): system card');
      expect(slot(11)).toHaveAccessibleName('Slot 11 (ST): Sam Striker');
      drag(slot(1), slot(11));
      expect(slot(1)).toHaveAccessibleName('Slot 1 (GK): Sam Striker');
      expect(slot(11)).toHaveAccessibleName('Slot 11 (ST): Gus Keeper');
      expect(within(slot(1)).getByText('Out of position')).toBeInTheDocument();
      expect(within(slot(11)).getByText('Out of position')).toBeInTheDocument();

      drag(slot(1), screen.getByRole('button', { name: 'Empty bench place' }));
      expect(screen.getByTestId('bench-place')).toHaveAccessibleName('Bench 1: Sam Striker');
      expect(slot(1)).toHaveAccessibleName('Slot 1 (GK): system card');
      expect(screen.getByRole('region', { name: 'Bench (1/7)' })).toBeInTheDocument();

      drag(screen.getByTestId('bench-place'), screen.getByRole('region', { name: 'Squad' }));
      expect(screen.queryByTestId('bench-place')).not.toBeInTheDocument();
      expect(squadCardButton('Sam Striker, ST, rating 60')).toBeInTheDocument();
    });

    it('moves cards by keyboard: Enter or Space picks up and drops, Escape cancels, each step announced', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(announcer()).toHaveAttribute('aria-live', 'assertive');

      squadCardButton('Cam Middle').focus();
      await user.keyboard('{Enter}');
      expect(announcer()).toHaveTextContent('Picked up Cam Middle. Move to a slot, a bench place or the squad and press Enter or Space to drop; Escape cancels.');
      expect(squadCardButton('Cam Middle')).toHaveAttribute('aria-pressed', 'true');
      slot(7).focus();
      await user.keyboard(' ');
      expect(slot(7)).toHaveAccessibleName('Slot 7 (CM): Cam Middle');
      expect(announcer()).toHaveTextContent('Cam Middle moved to Slot 7 (CM).');

      slot(7).focus();
      await user.keyboard('{Enter}');
      expect(announcer()).toHaveTextContent('Picked up Cam Middle.');
      await user.keyboard('{Escape}');
      expect(announcer()).toHaveTextContent('Move of Cam Middle cancelled.');
      expect(slot(7)).toHaveAttribute('aria-pressed', 'false');
      expect(slot(7)).toHaveAccessibleName('Slot 7 (CM): Cam Middle');

      slot(7).focus();
      await user.keyboard('{Enter}');
      screen.getByRole('button', { name: 'Back to the squad' }).focus();
      await user.keyboard('{Enter}');
      expect(slot(7)).toHaveAccessibleName('Slot 7 (CM): system card');
      expect(announcer()).toHaveTextContent('Cam Middle moved to the squad.');
    });

    it('shows a saved lineup that cannot play why at once, and follows each rule as it is broken', async () => {
      fakeApi({
        [ApiPaths.gameSquad]: squadAnswer(),
        [ApiPaths.gameGroup]: ok({
          group: group({ substitutes: ['2', '3', '4', '5', '6', '7', '8', '9'], issues: [{ problem: 'tooFewOwnCards', tokenIds: [] }] }),
        }),
      });
      renderEditor('7');
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(issues()).toEqual(['tooFewOwnCards', 'tooManySubstitutes']);
      const list = screen.getByTestId('lineup-issues');
      expect(list).toHaveRole('alert');
      expect(list).toHaveTextContent('Put at least 3 of your own cards in the starting XI; system cards fill the rest.');
      expect(list).toHaveTextContent('At most 7 substitutes. Cards: Ray Wing');
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

      const user = userEvent.setup();
      await user.click(squadCardButton('Sam Striker, ST, rating 60'));
      await user.click(slot(10));
      await user.click(squadCardButton('Sam Striker, ST, rating 59'));
      await user.click(slot(11));
      await user.click(squadCardButton('Tired Tom'));
      await user.click(slot(6));
      await user.click(squadCardButton('Busy Ben'));
      await user.click(slot(7));
      expect(issues()).toEqual(['duplicatePlayer', 'cardUnavailable', 'staminaShort', 'tooManySubstitutes']);
      expect(list).toHaveTextContent('The same player appears twice: only one card per player. Cards: Sam Striker');
      expect(list).toHaveTextContent('A card is unavailable (busy, or its trial has ended): take it out. Cards: Busy Ben');
      expect(list).toHaveTextContent('A starter has less stamina than a match costs: rest him or pick another card. Cards: Tired Tom');
      expect(screen.getByTestId('lineup-checklist')).toHaveTextContent('Every card free to play Not yet: Busy Ben');
    });

    it("names a saved lineup's card whose trial ended, and takes it out on request", async () => {
      const ended = squadCard('20', 'Old Trial', 'GK', 49, { available: false, refusal: ErrorCode.CARD_ACTION_UNAVAILABLE, state: 'unavailable', blockedBy: { reason: 'trialEnded', until: NOW - 86_400 }, groupIds: ['7'] });
      const saved = group({ starters: ['20', '2', '3', '4', null, null, null, null, null, null, null], issues: [{ problem: 'cardUnavailable', tokenIds: ['20'] }] });
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer([...SQUAD, ended]), [ApiPaths.gameGroup]: ok({ group: saved }) });
      renderEditor('7');
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(slot(1)).toHaveAccessibleName('Slot 1 (GK): Old Trial');
      expect(issues()).toEqual(['cardUnavailable']);
      expect(screen.getByTestId('lineup-issues')).toHaveTextContent('Cards: Old Trial');
      expect(screen.getByTestId('save-reason')).toHaveTextContent('To save, take out the cards that are not free to play.');
      expect(screen.queryByRole('button', { name: /^Old Trial/ })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(slot(1));
      expect(screen.getByTestId('held-bar')).toHaveTextContent('Moving Old Trial');
      await user.click(screen.getByRole('button', { name: 'Back to the squad' }));
      expect(screen.queryByTestId('lineup-issues')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    });

    it('redraws the pitch for another formation and explains the tactics chosen', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer() });
      renderEditor();
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Auto-pick' }, FIRST);
      expect(slot(7)).toHaveAccessibleName('Slot 7 (CM): system card');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Formation' }), '4-3-3');
      expect(slot(7)).toHaveAccessibleName('Slot 7 (CDM): system card');
      expect(screen.getByText('Attack and defend in equal measure.')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Pressing' }), 'high');
      expect(screen.getByText('Hunt the ball everywhere: wins it back often, tires players and risks fouls.')).toBeInTheDocument();
    });

    it('saves an existing lineup with its id and shows the server’s refusal', async () => {
      const saved = group({ starters: ['1', '2', '3', null, null, null, null, null, null, null, null], substitutes: ['15'], active: false, name: 'Rotation' });
      const api = fakeApi({
        [ApiPaths.gameSquad]: squadAnswer(SQUAD.map((card) => ({ ...card, groupIds: ['7'] }))),
        [ApiPaths.gameGroup]: ok({ group: saved }),
        [ApiPaths.gameGroupSave]: fail('LINEUP_DUPLICATE_PLAYER'),
      });
      renderEditor('7');
      const user = userEvent.setup();
      const name = await screen.findByRole('textbox', { name: 'Lineup name' }, FIRST);
      expect(name).toHaveValue('Rotation');
      expect(issues()).toEqual([]);
      await user.clear(name);
      await user.type(name, 'Cup side');
      await user.click(screen.getByRole('checkbox', { name: 'Make this the lineup that plays' }));
      await user.click(screen.getByRole('button', { name: 'Save and keep editing' }));
      expect(api.callsTo(ApiPaths.gameGroupSave)[0]?.body).toEqual({
        groupId: '7',
        name: 'Cup side',
        formation: '4-4-2',
        tactics: { mentality: 'balanced', pressing: 'medium', tempo: 'normal' },
        starters: saved.starters,
        substitutes: ['15'],
        active: true,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Only one card per player can be in the lineup.');
      expect(currentLocation()).toBe('/game/editgroup/7');
      await user.clear(name);
      expect(screen.getByText('Give the lineup a name.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    });

    it('says so when the lineup does not exist', async () => {
      fakeApi({ [ApiPaths.gameSquad]: squadAnswer(), [ApiPaths.gameGroup]: fail('NOT_FOUND') });
      renderEditor('99');
      expect(await screen.findByText('This lineup does not exist.', {}, FIRST)).toBeInTheDocument();
    });
  });
});
