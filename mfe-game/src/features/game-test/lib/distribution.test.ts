import { addResult, emptyTally, percentages, summarize } from './distribution';

const tallyOf = (scores: [number, number][]) => scores.reduce((tally, [h, a]) => addResult(tally, h, a), emptyTally());

describe('the outcome distribution', () => {
  it('counts wins, draws, losses, goals and scores', () => {
    const tally = tallyOf([[1, 0], [2, 2], [0, 3], [1, 0]]);
    expect(tally).toMatchObject({ matches: 4, homeWins: 2, draws: 1, awayWins: 1, homeGoals: 4, awayGoals: 5 });
    expect(tally.scores.get('1-0')).toBe(2);
  });

  it('summarizes percentages, means and the most common scores first', () => {
    const summary = summarize(tallyOf([[1, 0], [2, 2], [0, 3], [1, 0]]), 2);
    expect(summary).toMatchObject({ matches: 4, homeWinPercent: 50, drawPercent: 25, awayWinPercent: 25, meanHomeGoals: 1, meanAwayGoals: 1.25 });
    // 1-0 twice; then the ties by fewest goals: 0-3 and 2-2 have 3 and 4.
    expect(summary.topScores).toEqual([
      { home: 1, away: 0, count: 2, percent: 50 },
      { home: 0, away: 3, count: 1, percent: 25 },
    ]);
  });

  it('gives percentages that always add up to 100', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentages([2, 1, 0], 0)).toEqual([67, 33, 0]);
    for (const counts of [[7, 0, 3], [333, 333, 334], [1, 2, 9994], [5, 5, 5]]) {
      const sum = percentages(counts).reduce((total, n) => total + n * 10, 0);
      expect(Math.round(sum)).toBe(1000);
    }
  });

  it('is all zero before the first match', () => {
    expect(summarize(emptyTally(), 5)).toEqual({
      matches: 0, homeWinPercent: 0, drawPercent: 0, awayWinPercent: 0, meanHomeGoals: 0, meanAwayGoals: 0, topScores: [],
    });
  });
});
