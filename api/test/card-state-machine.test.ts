import { CARD_ACTIONS, CARD_STATES, type CardAction, type CardState } from '@fc/shared/contracts';
import { MIN_STAMINA_TO_LIST_OR_TRAIN } from '../src/modules/cards/constants';
import { decide, type CardFacts } from '../src/modules/cards/state-machine';

const fp = (facts: Partial<CardFacts> = {}): CardFacts => ({
  family: 'fp',
  state: 'normal',
  trial: false,
  stamina: 120,
  playedToday: false,
  equipped: false,
  ...facts,
});

const refusal = (card: CardFacts, action: CardAction) => {
  const decision = decide(card, action);
  return decision.ok ? `allowed → ${decision.to}` : decision.code;
};

describe('blocked actions of SPEC §4, one by one, with the message the user sees', () => {
  it.each<[string, Partial<CardFacts>, CardAction[], string]>([
    ['on the pitch', { state: 'battling' }, ['list', 'train'], 'CARD_IN_LINEUP'],
    ['staked', { state: 'staking' }, ['list', 'train'], 'CARD_BUSY'],
    ['in training', { state: 'training' }, ['list', 'train'], 'CARD_BUSY'],
    ['listed', { state: 'listed' }, ['list', 'train'], 'CARD_BUSY'],
    ['short of stamina', { stamina: MIN_STAMINA_TO_LIST_OR_TRAIN - 1 }, ['list', 'train'], 'STAMINA_NOT_ENOUGH'],
    ['on trial', { state: 'trial', trial: true }, ['list', 'train', 'stake', 'withdraw', 'enterCamp'], 'TRIAL_CARD_FORBIDDEN'],
    ['played a match today', { playedToday: true }, ['list', 'stake'], 'CARD_PLAYED_TODAY'],
    ['sent to TopPrize', { state: 'in_use' }, ['list', 'train', 'stake', 'joinLineup'], 'RECALL_FROM_TOPPRIZE_FIRST'],
    ['wearing equipment', { equipped: true }, ['list', 'withdraw'], 'CARD_EQUIPPED'],
    ['in the camp', { state: 'camp' }, ['list', 'train', 'stake'], 'CARD_BUSY'],
    ['locked by support', { state: 'locked' }, ['list', 'train', 'stake', 'joinLineup'], 'CARD_BUSY'],
    ['on its way to the chain', { state: 'transfer' }, ['list', 'train', 'withdraw'], 'CARD_BUSY'],
  ])('a card %s', (_, facts, actions, code) => {
    for (const action of actions) expect([action, refusal(fp(facts), action)]).toEqual([action, code]);
  });

  it('lets a card with stamina to spare, not played today and without equipment be listed, trained and staked', () => {
    expect(refusal(fp({ stamina: MIN_STAMINA_TO_LIST_OR_TRAIN }), 'list')).toBe('allowed → listed');
    expect(refusal(fp(), 'train')).toBe('allowed → training');
    expect(refusal(fp({ equipped: true }), 'stake')).toBe('allowed → staking');
    expect(refusal(fp({ playedToday: true, stamina: 60 }), 'train')).toBe('allowed → training');
  });

  it('lets a trial card play in a lineup and in TopPrize, and brings it back to trial', () => {
    const trial = fp({ state: 'trial', trial: true });
    expect(refusal(trial, 'joinLineup')).toBe('allowed → battling');
    expect(refusal({ ...trial, state: 'battling' }, 'leaveLineup')).toBe('allowed → trial');
    expect(refusal(trial, 'sendToTopPrize')).toBe('allowed → in_use');
    expect(refusal({ ...trial, state: 'in_use' }, 'recallFromTopPrize')).toBe('allowed → trial');
  });

  it('ends a trial from its resting place, a lineup or TopPrize, and only a trial card', () => {
    for (const state of ['trial', 'battling', 'in_use'] as const) {
      expect(refusal(fp({ state, trial: true }), 'expireTrial')).toBe('allowed → unavailable');
    }
    expect(refusal(fp(), 'expireTrial')).toBe('CARD_ACTION_UNAVAILABLE');
  });
});

describe('families', () => {
  it('opens a pack or a box once', () => {
    expect(refusal(fp({ family: 'pack', stamina: null }), 'open')).toBe('allowed → unavailable');
    expect(refusal(fp({ family: 'box', stamina: null }), 'open')).toBe('allowed → unavailable');
    expect(refusal(fp({ family: 'pack', state: 'unavailable', stamina: null }), 'open')).toBe('CARD_ACTION_UNAVAILABLE');
    expect(refusal(fp({ family: 'pack', state: 'listed', stamina: null }), 'open')).toBe('CARD_BUSY');
  });

  it('refuses what a family cannot do', () => {
    expect(refusal(fp({ family: 'pack', stamina: null }), 'train')).toBe('CARD_ACTION_UNAVAILABLE');
    expect(refusal(fp({ family: 'collectible', stamina: null }), 'joinLineup')).toBe('CARD_ACTION_UNAVAILABLE');
    expect(refusal(fp(), 'open')).toBe('CARD_ACTION_UNAVAILABLE');
    expect(refusal(fp({ family: 'item', stamina: null }), 'list')).toBe('CARD_ACTION_UNAVAILABLE');
  });

  it('puts an item on and takes it off', () => {
    const item = fp({ family: 'item', stamina: null });
    expect(refusal(item, 'equip')).toBe('allowed → in_use');
    expect(refusal({ ...item, state: 'in_use' }, 'unequip')).toBe('allowed → normal');
    expect(refusal({ ...item, state: 'in_use' }, 'equip')).toBe('CARD_BUSY');
  });

  it("sells a listed card into its buyer's hands as a normal card", () => {
    expect(refusal(fp({ family: 'collectible', state: 'listed', stamina: null }), 'sell')).toBe('allowed → normal');
    expect(refusal(fp({ family: 'collectible', stamina: null }), 'sell')).toBe('CARD_BUSY');
  });
});

it('answers every state and action with one state of the list or a refusal', () => {
  for (const state of CARD_STATES) {
    for (const action of CARD_ACTIONS) {
      for (const trial of [false, true]) {
        const decision = decide(fp({ state, trial }), action);
        if (decision.ok) expect(CARD_STATES).toContain<CardState>(decision.to);
        else expect(typeof decision.code).toBe('string');
        // Nothing leaves `unavailable` (an opened pack, an expired trial) but a withdrawn card deposited back.
        if (state === 'unavailable') expect(decision.ok).toBe(action === 'returnFromChain' && !trial);
      }
    }
  }
});
