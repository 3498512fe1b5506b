import { MAX_SUBSTITUTES } from '@fc/shared/contracts/game';
import { moveCard, type Lineup } from './lineup';

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
