/**
 * The outcome distribution of many matches between the same two teams (pure: the page feeds it results as they come).
 */

/** Running counts: what a run has played so far. */
export interface Tally {
  matches: number;
  homeWins: number;
  draws: number;
  awayWins: number;
  homeGoals: number;
  awayGoals: number;
  /** Matches per final score, keyed `home-away`. */
  scores: Map<string, number>;
}

export interface ScoreShare {
  home: number;
  away: number;
  count: number;
  /** Share of all matches, in percent. */
  percent: number;
}

export interface Distribution {
  matches: number;
  /** Percentages with one decimal that add up to exactly 100 (largest remainder). */
  homeWinPercent: number;
  drawPercent: number;
  awayWinPercent: number;
  meanHomeGoals: number;
  meanAwayGoals: number;
  /** The most common scores, most frequent first (ties: fewer goals first, then the home side's win first). */
  topScores: ScoreShare[];
}

export function emptyTally(): Tally {
  return { matches: 0, homeWins: 0, draws: 0, awayWins: 0, homeGoals: 0, awayGoals: 0, scores: new Map() };
}

/** Counts one result in (mutates the tally: a run adds thousands). */
export function addResult(tally: Tally, homeGoals: number, awayGoals: number): Tally {
  tally.matches += 1;
  tally.homeGoals += homeGoals;
  tally.awayGoals += awayGoals;
  if (homeGoals > awayGoals) tally.homeWins += 1;
  else if (homeGoals < awayGoals) tally.awayWins += 1;
  else tally.draws += 1;
  const key = `${homeGoals}-${awayGoals}`;
  tally.scores.set(key, (tally.scores.get(key) ?? 0) + 1);
  return tally;
}

/**
 * Counts as percentages with `decimals` decimals that add up to exactly 100: each is rounded down, then the units
 * left go to the largest remainders (Hamilton's method). All zero when there is nothing to share.
 */
export function percentages(counts: readonly number[], decimals = 1): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const scale = 10 ** decimals;
  const units = 100 * scale;
  const exact = counts.map((n) => (n * units) / total);
  const floors = exact.map(Math.floor);
  let left = units - floors.reduce((sum, n) => sum + n, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((n) => n / scale);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function summarize(tally: Tally, top: number): Distribution {
  const [homeWinPercent = 0, drawPercent = 0, awayWinPercent = 0] = percentages([tally.homeWins, tally.draws, tally.awayWins]);
  const scores = [...tally.scores.entries()].map(([key, count]) => {
    const [home = 0, away = 0] = key.split('-').map(Number);
    return { home, away, count };
  });
  scores.sort((a, b) => b.count - a.count || a.home + a.away - (b.home + b.away) || b.home - b.away - (a.home - a.away));
  return {
    matches: tally.matches,
    homeWinPercent,
    drawPercent,
    awayWinPercent,
    meanHomeGoals: tally.matches ? round2(tally.homeGoals / tally.matches) : 0,
    meanAwayGoals: tally.matches ? round2(tally.awayGoals / tally.matches) : 0,
    topScores: scores.slice(0, top).map((score) => ({ ...score, percent: tally.matches ? round2((100 * score.count) / tally.matches) : 0 })),
  };
}
