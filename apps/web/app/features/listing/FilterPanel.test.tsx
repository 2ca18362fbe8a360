import type { AttributeFacet, ListingResult } from '@apteek/domain';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel.tsx';
import type * as OptimisticValue from './use-optimistic-value.ts';

/** Each filter control (a facet's option, the price ranges) reads its value through this hook once a render. */
const controlRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./use-optimistic-value.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof OptimisticValue>();
  return {
    useOptimisticValue: <T,>(value: T) => {
      controlRenders.count++;
      return actual.useOptimisticValue(value);
    },
  };
});

const facet = (code: AttributeFacet['code'], options: number): AttributeFacet => ({
  code,
  label: code,
  options: Array.from({ length: options }, (_, index) => ({
    value: `${code}-${index}`,
    label: `${code} ${index}`,
    count: index + 1,
    isSelected: false,
  })),
});

const listing: ListingResult = {
  query: {} as ListingResult['query'],
  products: [],
  total: 79,
  pageSize: 50,
  pageCount: 2,
  facets: [facet('Manufacturer', 5), facet('Tag', 3), facet('Atc', 35)],
  priceRanges: [{ value: '0-5', label: '< 5,00 €', count: 10, isSelected: false }],
  sort: 'name-asc',
};

const panel = () => (
  <MemoryRouter initialEntries={['/c/ravimid']}>
    <FilterPanel listing={listing} choice={null} onClose={() => undefined} />
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the filter panel through hydration', () => {
  it('renders again once hydrated without rendering its facets and their options again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(panel());
    document.body.append(container);
    controlRenders.count = 0;
    await act(async () => {
      hydrateRoot(container, panel());
    });
    // The hydrating render of each option and of the price ranges, and nothing after it.
    expect(controlRenders.count).toBe(5 + 3 + 35 + 1);
    // The panel itself did follow hydration: its close control is now a button.
    expect(container.querySelector('#filters button[type="button"]')).not.toBeNull();
  });
});
