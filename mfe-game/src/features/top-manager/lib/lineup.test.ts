import { ErrorCode, type SquadCard } from '@fc/shared';
import { MAX_SUBSTITUTES } from '@fc/shared/contracts/game';
import { squadCard } from '../../../test/fixtures';
import { autoPick, lineupChecklist, moveCard, saveBlock, type Lineup } from './lineup';

const empty = (): Lineup => ({ formation: '4-4-2', starters: Array.from({ length: 11 }, () => null), substitutes: [] });

describe('moveCard', () => {
  it('swaps a slot and a bench place', () => {
    const lineup = { ...empty(), starters: ['a', ...Array.from({ length: 10 }, () => null)], substitutes: ['b', 'c'] };
    const moved = moveCard(lineup, 'c', { kind: 'slot', index: 0 });
    expect(moved.starters[0]).toBe('c');
    expect(moved.substitutes).toEqual(['b', 'a']);
  });

  it('takes no newcomer onto a full bench, but lets a substitute swap places on it', () => {
    const substitutes = Array.from({ length: MAX_SUBSTITUTES }, (_, n) => `s${n}`);
    const lineup = { ...empty(), substitutes };
    expect(moveCard(lineup, 'new', { kind: 'bench', index: MAX_SUBSTITUTES })).toBe(lineup);
    expect(moveCard(lineup, 's0', { kind: 'bench', index: 1 }).substitutes.slice(0, 2)).toEqual(['s1', 's0']);
  });

  it('sends the occupant of a slot back to the squad when a squad card takes it', () => {
    const lineup = { ...empty(), starters: ['a', ...Array.from({ length: 10 }, () => null)] };
    const moved = moveCard(lineup, 'x', { kind: 'slot', index: 0 });
    expect(moved.starters[0]).toBe('x');
    expect([...moved.starters, ...moved.substitutes]).not.toContain('a');
  });
});

const squadOf = (cards: SquadCard[]) => new Map(cards.map((card) => [card.card.tokenId, card]));
const starters = (...tokens: (string | null)[]) => [...tokens, ...Array.from({ length: 11 - tokens.length }, () => null)];

describe('lineupChecklist', () => {
  const squad = [
    squadCard('1', 'Gus Keeper', 'GK', 50),
    squadCard('2', 'Lee Back', 'LB', 52),
    squadCard('3', 'Cole Centre', 'CB', 55),
    squadCard('4', 'Tired Tom', 'ST', 65, { stamina: 20, matchCost: 43 }),
    squadCard('5', 'Busy Ben', 'CM', 70, { available: false, refusal: ErrorCode.CARD_BUSY, state: 'listed', blockedBy: { reason: 'listed', until: null } }),
  ];

  it('starts with every rule to fill in and none broken but the own cards, counting them as they are placed', () => {
    const checklist = lineupChecklist(empty(), squadOf(squad), null);
    expect(checklist.map(({ rule, met, count }) => [rule, met, count])).toEqual([
      ['tooFewOwnCards', false, 0],
      ['duplicatePlayer', true, undefined],
      ['cardUnavailable', true, undefined],
      ['staminaShort', true, undefined],
      ['tooManySubstitutes', true, 0],
    ]);
    const two = lineupChecklist({ ...empty(), starters: starters('1', '2') }, squadOf(squad), null);
    expect(two[0]).toEqual({ rule: 'tooFewOwnCards', met: false, tokenIds: [], count: 2 });
    const three = lineupChecklist({ ...empty(), starters: starters('1', '2', '3'), substitutes: ['4'] }, squadOf(squad), null);
    expect(three.every((item) => item.met)).toBe(true);
    expect(three[4]).toMatchObject({ count: 1 });
  });

  it('names the cards of a broken rule; a busy card counts as no own card, a card no longer in the squad as unavailable', () => {
    const checklist = lineupChecklist({ ...empty(), starters: starters('1', '5', '4', 'gone') }, squadOf(squad), null);
    expect(checklist.filter((item) => !item.met).map(({ rule, tokenIds, count }) => [rule, tokenIds, count])).toEqual([
      ['tooFewOwnCards', [], 2],
      ['cardUnavailable', ['5', 'gone'], undefined],
      ['staminaShort', ['4'], undefined],
    ]);
  });
});

describe('saveBlock', () => {
  it('gives Save and Save and keep editing one reason: the name first, then the first rule a save breaks', () => {
    expect(saveBlock('  ', [])).toEqual({ kind: 'name', problem: 'required' });
    expect(saveBlock('x'.repeat(25), [])).toEqual({ kind: 'name', problem: 'tooLong' });
    expect(saveBlock('XI', [{ problem: 'staminaShort', tokenIds: ['4'] }])).toBeNull();
    expect(saveBlock('XI', [{ problem: 'staminaShort', tokenIds: ['4'] }, { problem: 'tooFewOwnCards', tokenIds: [] }])).toEqual({ kind: 'rule', problem: 'tooFewOwnCards' });
  });
});

describe('autoPick', () => {
  it('fills each slot with the best usable card and says which cards it left out and why', () => {
    const squad = [
      squadCard('1', 'Gus Keeper', 'GK', 50),
      squadCard('2', 'Sam Striker', 'ST', 60),
      squadCard('3', 'Sam Striker', 'ST', 59, { playerId: 2 }),
      squadCard('4', 'Tired Tom', 'ST', 65, { stamina: 20, matchCost: 43 }),
      squadCard('5', 'Busy Ben', 'CM', 70, { available: false, refusal: ErrorCode.CARD_BUSY, blockedBy: { reason: 'training', until: 100 } }),
      squadCard('6', 'Old Trial', 'CM', 80, { available: false, blockedBy: { reason: 'trialEnded', until: 50 } }),
    ];
    const { lineup, skipped, systemSlots } = autoPick('4-4-2', squad, null);
    expect(lineup.starters.filter((tokenId) => tokenId !== null)).toEqual(['1', '2']);
    expect(lineup.substitutes).toEqual([]);
    expect(systemSlots).toBe(9);
    expect(skipped).toEqual([
      { tokenId: '5', reason: 'unavailable' },
      { tokenId: '4', reason: 'stamina' },
      { tokenId: '3', reason: 'samePlayer' },
    ]);
  });

  it('counts a busy card of the lineup being edited as usable', () => {
    const card = squadCard('1', 'Gus Keeper', 'GK', 50, { available: false, groupIds: ['7'] });
    expect(autoPick('4-4-2', [card], '7').lineup.starters[0]).toBe('1');
    expect(autoPick('4-4-2', [card], null).skipped).toEqual([{ tokenId: '1', reason: 'unavailable' }]);
  });
});
