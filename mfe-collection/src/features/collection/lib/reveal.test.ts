import type { CardSummary, Rarity } from '@fc/shared';
import { currentCard, nextAction, othersLike, REVEAL_START, revealEmphasis, revealOrder, revealReducer, type RevealEvent, type RevealState } from './reveal';

const base = { serial: null, supply: null, kind: null, trialUntil: null, player: null, fp: null, state: 'normal' as const };
const card = (tokenId: string, rarity: Rarity): CardSummary => ({ ...base, tokenId, family: 'collectible', rarity });
const holding = (tokenId: string, family: 'pack' | 'box', extra: Partial<CardSummary> = {}): CardSummary => ({
  ...base,
  tokenId,
  family,
  rarity: null,
  ...extra,
});

const run = (...events: RevealEvent[]): RevealState => events.reduce(revealReducer, REVEAL_START);
const pulled = [card('1', 'legendary'), card('2', 'common'), card('3', 'rare'), card('4', 'common')];

describe('revealOrder', () => {
  it('turns the rarest card last, keeping the server order within a rarity', () => {
    expect(revealOrder(pulled).map((c) => c.tokenId)).toEqual(['2', '4', '3', '1']);
  });
});

describe('revealReducer', () => {
  it('holds the pack until the server answers: Next and Reveal all do nothing before', () => {
    expect(run({ type: 'next' })).toEqual(REVEAL_START);
    expect(run({ type: 'skip' })).toEqual(REVEAL_START);
    expect(run({ type: 'arrived', cards: pulled }).stage).toBe('pack');
  });

  it('lays the cards face down, turns one per Next, then shows the summary', () => {
    const laidOut = run({ type: 'arrived', cards: pulled }, { type: 'next' });
    expect(laidOut).toMatchObject({ stage: 'cards', revealed: 0 });
    expect(currentCard(laidOut)).toBeNull();

    const second = run({ type: 'arrived', cards: pulled }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(second.revealed).toBe(2);
    expect(currentCard(second)?.tokenId).toBe('4');
    expect(nextAction(second)).toBe('reveal');

    const all = run({ type: 'arrived', cards: pulled }, ...Array.from({ length: 5 }, () => ({ type: 'next' }) as const));
    expect(all).toMatchObject({ stage: 'cards', revealed: 4 });
    expect(currentCard(all)?.tokenId).toBe('1');
    expect(nextAction(all)).toBe('summary');
    expect(revealReducer(all, { type: 'next' }).stage).toBe('summary');
  });

  it('reveals everything at once from any stage', () => {
    for (const steps of [0, 1, 3]) {
      const state = run({ type: 'arrived', cards: pulled }, ...Array.from({ length: steps }, () => ({ type: 'next' }) as const), { type: 'skip' });
      expect(state).toMatchObject({ stage: 'summary', revealed: 4 });
    }
  });

  it('keeps the first answer (a repeated render does not reshuffle the cards)', () => {
    const state = run({ type: 'arrived', cards: pulled }, { type: 'arrived', cards: [card('9', 'unique')] });
    expect(state.cards.map((c) => c.tokenId)).toEqual(['2', '4', '3', '1']);
  });

  it('gives a mystery box its one card the same way', () => {
    const box = run({ type: 'arrived', cards: [card('7', 'epic')] }, { type: 'next' }, { type: 'next' });
    expect(currentCard(box)?.tokenId).toBe('7');
    expect(nextAction(box)).toBe('summary');
  });
});

describe('revealEmphasis', () => {
  it('lets a common card just turn, a rare one glow and epic or better burst', () => {
    expect((['common', 'rare', 'epic', 'legendary', 'unique'] as const).map(revealEmphasis)).toEqual(['plain', 'glow', 'burst', 'burst', 'burst']);
    expect(revealEmphasis(null)).toBe('plain');
  });
});

describe('othersLike', () => {
  it('offers packs of the same kind, or boxes of the same rarity, that are not busy', () => {
    const opened = holding('10', 'pack', { kind: 'allStar' });
    const holdings = [
      opened,
      holding('11', 'pack', { kind: 'legend' }),
      holding('12', 'pack', { kind: 'allStar', state: 'listed' }),
      holding('13', 'pack', { kind: 'allStar' }),
    ];
    expect(othersLike(opened, holdings).map((c) => c.tokenId)).toEqual(['13']);
    const box = holding('20', 'box', { rarity: 'rare' });
    expect(othersLike(box, [holding('21', 'box'), holding('22', 'box', { rarity: 'rare' })]).map((c) => c.tokenId)).toEqual(['22']);
  });
});
