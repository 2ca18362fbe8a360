// @vitest-environment happy-dom
import { addToCart, viewItem, type AnalyticsProduct } from '@apteek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCookies } from '../../shell/index.ts';
import { forgetAnalyticsCookies, loadTagManager, track } from './data-layer.ts';

const product: AnalyticsProduct = {
  sku: 'IBU-400-20',
  name: 'Ibuprofen',
  unitPrice: 3.79,
  qty: 1,
  isPrescription: false,
};
// The tag manager's script is kept here instead of the page, which would try to download it.
const appended: Node[] = [];
vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
const tagScripts = () =>
  appended.filter(
    (node): node is HTMLScriptElement =>
      node instanceof HTMLScriptElement && node.src.includes('googletagmanager'),
  );
const pushed = () => (window.dataLayer ?? []).map((item) => (item as { event?: string }).event);

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'cookiesAccepted=; Path=/; Max-Age=0';
  delete window.dataLayer;
});

// One module, one tag manager: the cases run in this order, refusing before accepting.
describe('the data layer and the tag manager follow the cookie choice', () => {
  it('push nothing and load no tag manager before a choice or after refusing all', () => {
    track(viewItem(product));
    loadTagManager('GTM-ABCD12');
    chooseCookies({ analytics: false, marketing: false });
    track(viewItem(product));
    track(addToCart(product));
    loadTagManager('GTM-ABCD12');
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('with marketing alone, still push nothing: the data layer needs analytics consent', () => {
    chooseCookies({ analytics: false, marketing: true });
    track(addToCart(product));
    loadTagManager('GTM-ABCD12');
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('with analytics only, push the store’s use but no marketing event, and load the tag manager', () => {
    chooseCookies({ analytics: true, marketing: false });
    track(viewItem(product));
    track(addToCart(product));
    expect(pushed()).toEqual(['view_item']);
    loadTagManager('GTM-ABCD12');
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]!.src).toContain('id=GTM-ABCD12');
  });

  it('with everything accepted, push marketing events too; a later refusal stops them at once', () => {
    chooseCookies({ analytics: true, marketing: true });
    track(addToCart(product));
    chooseCookies({ analytics: false, marketing: false });
    track(addToCart(product));
    track(viewItem(product));
    expect(pushed()).toEqual(['add_to_cart']);
  });
});

describe('forgetAnalyticsCookies', () => {
  it('deletes the analytics tags’ cookies and keeps the shop’s own', () => {
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_ABC123=GS1; Path=/';
    document.cookie = '_gcl_au=1.1; Path=/';
    document.cookie = 'cookiesAccepted=none; Path=/';
    forgetAnalyticsCookies();
    expect(document.cookie).toBe('cookiesAccepted=none');
  });
});
