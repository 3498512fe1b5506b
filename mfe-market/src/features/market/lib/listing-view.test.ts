import { activeFilterCount, filtersFromQuery, filtersToQuery, listRequest, tmtToBaseUnits, withGridQuery, withoutFilters } from './listing-view';

describe('the grid filters', () => {
  it('reads the URL, ignoring what is not a choice, and writes back only what is set', () => {
    const filters = filtersFromQuery(new URLSearchParams('saleType=auction&rarity=shiny&position=FW&min=1.5&sort=priceAsc&page=3&q=Ada'));
    expect(filters).toEqual({ saleType: 'auction', rarity: '', position: 'FW', min: '1.5', max: '', q: 'Ada', sort: 'priceAsc', page: 3 });
    expect(filtersToQuery(filters).toString()).toBe('saleType=auction&position=FW&min=1.5&q=Ada&sort=priceAsc&page=3');
    expect(filtersFromQuery(new URLSearchParams('page=-2&sort=cheap'))).toMatchObject({ sort: 'newest', page: 1 });
  });

  it('sends prices typed in TMT as base units and leaves out what is not a price', () => {
    expect(tmtToBaseUnits('12.5')).toBe('12500000000000000000');
    expect(tmtToBaseUnits('abc')).toBeNull();
    expect(tmtToBaseUnits('-1')).toBeNull();
    const request = listRequest('fp', { saleType: '', rarity: 'epic', position: 'GK', min: '2', max: 'lots', q: '  ', sort: 'newest', page: 1 });
    expect(request).toEqual({ tab: 'fp', sort: 'newest', page: 1, pageSize: 24, rarity: 'epic', position: 'GK', priceMin: '2000000000000000000' });
  });

  it('does not filter packs by position', () => {
    expect(listRequest('pack', { saleType: 'fixed', rarity: '', position: 'FW', min: '', max: '', q: '', sort: 'priceDesc', page: 2 })).toEqual({
      tab: 'pack',
      sort: 'priceDesc',
      page: 2,
      pageSize: 24,
      saleType: 'fixed',
    });
  });
});

describe('the filters a grid carries', () => {
  const filters = filtersFromQuery(new URLSearchParams('saleType=auction&position=FW&min=1&max=9&q=Ada&sort=priceAsc&page=2'));

  it('counts a price range once, and the position only where it applies', () => {
    expect(activeFilterCount('fp', filters)).toBe(4);
    expect(activeFilterCount('pack', filters)).toBe(3);
    expect(activeFilterCount('fp', withoutFilters(filters))).toBe(0);
  });

  it('clears the filters but keeps the sort', () => {
    expect(filtersToQuery(withoutFilters(filters)).toString()).toBe('sort=priceAsc');
  });

  it('carries them to a listing and back to the grid', () => {
    expect(withGridQuery('/market/detail/fp/41', filters)).toBe('/market/detail/fp/41?saleType=auction&position=FW&min=1&max=9&q=Ada&sort=priceAsc&page=2');
    expect(withGridQuery('/market/center', filtersFromQuery(new URLSearchParams('')))).toBe('/market/center');
  });
});
