import { STORE_VIEWS } from '@apteek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSession } from '../features/account/index.ts';
import { createBrowserCart } from '../runtime/browser-cart.ts';
import { fetchSuggestions } from '../features/search/index.ts';
import { stubApi } from '../testing/component-harness.tsx';

/** Every request the page sends, with its Accept-Language, answered with an empty success. */
function recordLanguages() {
  const sent: { path: string; language: string | null }[] = [];
  stubApi(({ path }, headers) => {
    const pathname = new URL(path, 'http://localhost').pathname;
    sent.push({ path: pathname, language: headers.get('accept-language') });
    return { code: 200, result: pathname === '/api/cart/create' ? 'cart-xxxxxxxxxxxxxxxxxxxxxxxxxxxx' : [] };
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe("Accept-Language is the store's default locale, not the page language", () => {
  it('on the cart calls of the Finnish store', async () => {
    const sent = recordLanguages();
    localStorage.setItem(
      'apteek-cart-fi',
      JSON.stringify({ cartId: 'cart-xxxxxxxxxxxxxxxxxxxxxxxxxxxx', items: [] }),
    );
    const cart = await createBrowserCart(STORE_VIEWS.fi, () => null);
    await cart.sync(true);
    // The totals are read a moment after the change, still as the Finnish store.
    await vi.waitFor(() => expect(sent.map((call) => call.path)).toContain('/api/cart/totals'));
    expect(sent.filter((call) => call.path.startsWith('/api/cart/'))).not.toEqual([]);
    expect(new Set(sent.map((call) => call.language))).toEqual(new Set(['fi-FI']));
  });

  it('on the account calls of an Estonian page', async () => {
    const sent = recordLanguages();
    document.documentElement.lang = 'et';
    await createBrowserSession(() => null).login('mari@example.ee', 'secret', 'EE');
    expect(sent.find((call) => call.path === '/api/user/login')?.language).toBe('et-EE');
  });

  it('on the search suggestions of the English store', async () => {
    const sent = recordLanguages();
    await fetchSuggestions('en', 'ibu', [], new AbortController().signal).catch(() => null);
    expect(sent).toEqual([{ path: '/api/catalog/search/product', language: 'en-US' }]);
  });
});
