// The published odds (DOMAIN.md) as @fc/shared/fair maps them: exact, not only close. A number in [0, n) is a 32-bit
// word below the last whole multiple of n, taken mod n, so the n words 0 … n − 1 (or any n in a row) hit every point
// once: counting what each point maps to gives each outcome's exact share. The statistical checks over 100,000
// outcomes are @fc/shared's (shared/src/fair/index.test.ts).
import { RARITIES, type Rarity } from '@fc/shared/contracts';
import { fairBelow, fairRarity, type FairStream } from '@fc/shared/fair';
import { BOX_ODDS, CAMP_STEP, PACK_CONTENTS, type RarityOdds } from '../src/modules/cards/constants';
import { CHILD_ODDS } from '../src/modules/training/constants';

/** A stream answering the given words in turn. */
const words = (values: number[]): FairStream => ({ nextWord: () => values.shift() ?? 0 });
const total = (odds: RarityOdds) => Object.values(odds).reduce((sum, weight) => sum + (weight ?? 0), 0);

function exactShares(odds: RarityOdds, offset: number): Partial<Record<Rarity, number>> {
  const n = total(odds);
  const stream = words(Array.from({ length: n }, (_, index) => offset + index));
  const counts: Partial<Record<Rarity, number>> = {};
  for (let index = 0; index < n; index += 1) {
    const rarity = fairRarity(stream, odds);
    counts[rarity] = (counts[rarity] ?? 0) + 1;
  }
  return counts;
}

const withWeight = (odds: RarityOdds) => Object.fromEntries(RARITIES.filter((rarity) => (odds[rarity] ?? 0) > 0).map((rarity) => [rarity, odds[rarity]]));

const tables: [string, RarityOdds][] = [
  ...Object.entries(PACK_CONTENTS).map(([kind, contents]): [string, RarityOdds] => [`pack ${kind}`, contents.odds]),
  ['box', BOX_ODDS],
  ...Object.entries(CHILD_ODDS).map(([parents, odds]): [string, RarityOdds] => [`training ${parents}`, odds ?? {}]),
];

describe('the published odds, mapped exactly', () => {
  it.each(tables)('%s: each rarity takes exactly its weight of the points', (_, odds) => {
    expect(exactShares(odds, 0)).toEqual(withWeight(odds));
    // Any run of `total` words in a row does too (a word is taken mod the total).
    expect(exactShares(odds, 123_456_789)).toEqual(withWeight(odds));
  });

  it.each(CAMP_STEP.map((step) => step.oddsPercent))('camp at %i %%: exactly that many of the 100 points succeed', (oddsPercent) => {
    const stream = words(Array.from({ length: 100 }, (_, index) => 4_000_000 + index));
    const points = Array.from({ length: 100 }, () => fairBelow(stream, 100));
    expect(points.filter((point) => point < oddsPercent)).toHaveLength(oddsPercent);
  });

  it('skips the words past the last whole multiple, so no point is favoured', () => {
    for (const odds of tables.map(([, table]) => table)) {
      const n = total(odds);
      const last = 2 ** 32 - 1;
      const limit = 2 ** 32 - (2 ** 32 % n);
      if (limit > last) continue;
      // A word at or past the limit is skipped: the next one decides.
      expect(fairBelow(words([last, 5]), n)).toBe(5);
    }
  });
});
