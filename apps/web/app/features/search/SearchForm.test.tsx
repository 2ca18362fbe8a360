import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { HEADER_SEARCH_ID } from './search-focus.ts';
import { SearchForm } from './SearchForm.tsx';

describe('the header search', () => {
  it('is cleared when the shopper goes to another page, unless that page has a term', async () => {
    stubApi(() => ({ code: 200, result: { items: [], total: 0 } }));
    renderInStore(
      <>
        <SearchForm menu={[]} />
        <Link to="/en/c/medicines">Medicines</Link>
        <Link to="/en/products?term=ibuprofen">Ibuprofen</Link>
      </>,
      'en',
    );
    const input = () => document.getElementById(HEADER_SEARCH_ID) as HTMLInputElement;
    fireEvent.change(input(), { target: { value: 'vitamin' } });
    expect(input().value).toBe('vitamin');

    fireEvent.click(screen.getByRole('link', { name: 'Medicines' }));
    await waitFor(() => expect(input().value).toBe(''));

    fireEvent.change(input(), { target: { value: 'vitamin' } });
    fireEvent.click(screen.getByRole('link', { name: 'Ibuprofen' }));
    await waitFor(() => expect(input().value).toBe('ibuprofen'));
  });
});
