import type { PackSeriesSummary } from '@fc/shared';
import { byWhatCanBeDone } from './pack-order';

const series = (seriesId: string, period: PackSeriesSummary['period']) => ({ seriesId, period }) as PackSeriesSummary;

describe('byWhatCanBeDone', () => {
  it('puts what can be bought now first, then what opens soonest, and ended series last', () => {
    const list = [series('a', 'end'), series('b', 'exhibition'), series('c', 'reservation'), series('d', 'onSale'), series('e', 'drawing'), series('f', 'beforeSale')];
    expect(byWhatCanBeDone(list).map((entry) => entry.seriesId)).toEqual(['d', 'f', 'e', 'c', 'b', 'a']);
  });
});
