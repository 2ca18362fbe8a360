import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InStore, renderInStore, stubApi } from '../../testing/component-harness.tsx';
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

  it('takes over a term typed before the scripts arrived: its suggestions follow', async () => {
    const { sent } = stubApi(() => ({ code: 200, result: { items: [], total: 0 } }));
    const Page = () => (
      <InStore storeCode="en">
        <SearchForm menu={[]} />
      </InStore>
    );
    const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stub initialEntries={['/en']} />);
    document.body.append(container);
    const input = document.getElementById(HEADER_SEARCH_ID) as HTMLInputElement;
    input.focus();
    input.value = 'vitamin';
    await act(async () => {
      hydrateRoot(container, <Stub initialEntries={['/en']} />);
    });
    expect(input.value).toBe('vitamin');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(JSON.stringify(sent.map((request) => request.body))).toContain('vitamin'));
    container.remove();
  });
});
