import {
  nextTopPrizePayoutS,
  TOP_PRIZE_PAYOUT_TMT,
  TOP_PRIZE_STARTS_AT_S,
  topPrizePayoutPool,
  topPrizePower,
  topPrizeProjectedShare,
  topPrizeShare,
  topPrizeTrialPower,
  type TopPrizeCard,
} from './top-prize-constants';
import type { Position, Rarity } from './cards-constants';

let nextToken = 1;
function card(rarity: Rarity, playerId: number, extra: Partial<TopPrizeCard> = {}): TopPrizeCard {
  return { tokenId: String(nextToken++), rarity, playerId, position: 'MF', clubId: playerId, nationality: `N${playerId}`, ...extra };
}

/** A full XI of different players, of different clubs and nationalities. */
function eleven(rarity: Rarity = 'common'): TopPrizeCard[] {
  const lines: Position[] = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW'];
  return lines.map((position, index) => card(rarity, 100 + index, { position }));
}

describe('topPrizePower', () => {
  it('counts the base power by rarity in hundredths: common 1, rare 10, epic 100, legendary 1000, unique 3000', () => {
    expect(topPrizePower([card('common', 1)]).total).toBe(100);
    expect(topPrizePower([card('rare', 1)]).total).toBe(1_000);
    expect(topPrizePower([card('epic', 1)]).total).toBe(10_000);
    expect(topPrizePower([card('legendary', 1)]).total).toBe(100_000);
    expect(topPrizePower([card('unique', 1)]).total).toBe(300_000);
    expect(topPrizePower([card('common', 1), card('rare', 2), card('epic', 3)]).total).toBe(11_100);
    expect(topPrizePower([])).toEqual({ total: 0, cards: 0, trialCards: 0, bonuses: [], bonusPercent: 0, breakdown: [] });
  });

  it('takes 10 % more off each further identical common card, capped at 50 %', () => {
    const power = topPrizePower(Array.from({ length: 7 }, () => card('common', 7)));
    expect(power.breakdown.map((row) => row.penaltyPercent)).toEqual([0, 10, 20, 30, 40, 50, 50]);
    expect(power.breakdown.map((row) => row.power)).toEqual([100, 90, 80, 70, 60, 50, 50]);
    expect(power.total).toBe(500);
  });

  it('takes 5 % more off each further identical rare, epic or legendary card, capped at 50 %', () => {
    const rare = topPrizePower(Array.from({ length: 12 }, () => card('rare', 8)));
    expect(rare.breakdown.map((row) => row.penaltyPercent)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 50]);
    expect(topPrizePower([card('epic', 9), card('epic', 9)]).total).toBe(10_000 + 9_500);
    expect(topPrizePower([card('legendary', 9), card('legendary', 9), card('legendary', 9)]).total).toBe(100_000 + 95_000 + 90_000);
  });

  it('counts identical only for the same player and rarity', () => {
    expect(topPrizePower([card('common', 5), card('rare', 5), card('common', 6)]).total).toBe(100 + 1_000 + 100);
  });

  it('adds 10 % for a full XI of different players (1 GK, 4 DF, 4 MF, 2 FW)', () => {
    const power = topPrizePower(eleven());
    expect(power.bonuses).toEqual(['fullEleven']);
    expect(power.cards).toBe(1_100);
    expect(power.total).toBe(1_210);
  });

  it('gives no XI bonus with a line short or a player twice', () => {
    const short = eleven().slice(0, 10);
    expect(topPrizePower(short).bonuses).toEqual([]);
    const twice = eleven();
    twice[10] = card('common', twice[9]!.playerId, { position: 'FW' });
    expect(topPrizePower(twice).bonuses).toEqual([]);
  });

  it('adds 5 % for five different players of one club, not for four or one player five times', () => {
    const five = [1, 2, 3, 4, 5].map((id) => card('rare', id, { clubId: 77 }));
    expect(topPrizePower(five)).toMatchObject({ bonuses: ['club'], bonusPercent: 5, cards: 5_000, total: 5_250 });
    expect(topPrizePower(five.slice(0, 4)).bonuses).toEqual([]);
    expect(topPrizePower([1, 1, 1, 1, 1].map((id) => card('rare', id, { clubId: 77 }))).bonuses).toEqual([]);
  });

  it('adds 15 % for five different players of one nationality', () => {
    const five = [1, 2, 3, 4, 5].map((id) => card('common', id, { nationality: 'KR' }));
    expect(topPrizePower(five)).toMatchObject({ bonuses: ['nationality'], bonusPercent: 15, total: 575 });
  });

  it('adds the bonuses up: XI + club + nationality = +30 %', () => {
    const cards = eleven('rare').map((c) => ({ ...c, clubId: 1, nationality: 'BR' }));
    const power = topPrizePower(cards);
    expect(power.bonuses).toEqual(['fullEleven', 'club', 'nationality']);
    expect(power.bonusPercent).toBe(30);
    expect(power.total).toBe(14_300);
  });

  it('applies the bonus to penalised power and floors once', () => {
    const cards = [card('common', 1, { clubId: 3 }), card('common', 1, { clubId: 3 }), ...[2, 3, 4, 5].map((id) => card('common', id, { clubId: 3 }))];
    // 100 + 90 + 4 × 100 = 590; +5 % = 619.5 → 619.
    expect(topPrizePower(cards)).toMatchObject({ cards: 590, total: 619 });
  });

  it('tells the part of the power trial cards brought', () => {
    const power = topPrizePower([card('common', 1, { trial: true }), card('rare', 2)]);
    expect(power).toMatchObject({ cards: 1_100, trialCards: 100 });
    expect(topPrizeTrialPower(power)).toBe(100);
    expect(topPrizeTrialPower({ total: 0, cards: 0, trialCards: 0 })).toBe(0);
  });
});

describe('the payout arithmetic', () => {
  it('pays 2,600 TMT or what is left, and shares pro rata, floored', () => {
    expect(topPrizePayoutPool(10n ** 30n)).toBe(TOP_PRIZE_PAYOUT_TMT);
    expect(topPrizePayoutPool(5n)).toBe(5n);
    expect(topPrizePayoutPool(0n)).toBe(0n);
    expect(topPrizeShare(10n, 1, 3)).toBe(3n);
    expect(topPrizeShare(10n, 0, 3)).toBe(0n);
    expect(topPrizeProjectedShare(10n ** 30n, 100, 400)).toBe(TOP_PRIZE_PAYOUT_TMT / 4n);
  });

  it('counts to the next half hour (UTC), never before the start', () => {
    const halfHour = Date.UTC(2030, 0, 15, 10, 30) / 1000;
    expect(nextTopPrizePayoutS(halfHour - 1)).toBe(halfHour);
    expect(nextTopPrizePayoutS(halfHour)).toBe(halfHour + 1800);
    expect(nextTopPrizePayoutS(TOP_PRIZE_STARTS_AT_S - 7200)).toBe(TOP_PRIZE_STARTS_AT_S);
  });
});
