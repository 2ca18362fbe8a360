import { describe, expect, it } from 'vitest';
import { apiUrlWithoutStore } from './store-path.ts';

describe('the store code in the API path', () => {
  it("moves the path's store code to the query", () => {
    expect(apiUrlWithoutStore('/api/fi/cart/pull?cartId=abc')).toBe('/api/cart/pull?cartId=abc&storeCode=fi');
    expect(apiUrlWithoutStore('/api/ee/campaign/active')).toBe('/api/campaign/active?storeCode=ee');
    expect(apiUrlWithoutStore('/api/ru?x=1')).toBe('/api/?x=1&storeCode=ru');
  });

  it('keeps a store the query names, and paths without a store code as they are', () => {
    expect(apiUrlWithoutStore('/api/fi/cart/create?storeCode=en')).toBe('/api/cart/create?storeCode=en');
    expect(apiUrlWithoutStore('/api/cart/pull?cartId=abc')).toBe('/api/cart/pull?cartId=abc');
    expect(apiUrlWithoutStore('/api/english/x')).toBe('/api/english/x');
    expect(apiUrlWithoutStore('/fi/c/laakkeet')).toBe('/fi/c/laakkeet');
  });
});
