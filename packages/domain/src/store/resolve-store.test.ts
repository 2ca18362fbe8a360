import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveStorePath, storePath } from './resolve-store.ts';
import { STORE_CODES } from './store-views.ts';

describe('resolveStorePath', () => {
  it('serves the Estonian store at the root', () => {
    const resolved = resolveStorePath('/');
    expect(resolved.storeView.storeCode).toBe('ee');
    expect(resolved.storeView.storeId).toBe(1);
    expect(resolved.path).toBe('/');
    expect(resolved.hasPrefix).toBe(false);
  });

  it.each([
    ['/ee', 'ee', 1, '/'],
    ['/fi', 'fi', 4, '/'],
    ['/en/c/pain-relief', 'en', 5, '/c/pain-relief'],
    ['/ru/p/SKU-1/slug', 'ru', 6, '/p/SKU-1/slug'],
    ['/FI/products', 'fi', 4, '/products'],
  ])('reads %s as store %s (id %i) and path %s', (pathname, code, id, path) => {
    const resolved = resolveStorePath(pathname);
    expect(resolved.storeView.storeCode).toBe(code);
    expect(resolved.storeView.storeId).toBe(id);
    expect(resolved.path).toBe(path);
    expect(resolved.hasPrefix).toBe(true);
  });

  it('keeps paths that only start like a store code in the default store', () => {
    expect(resolveStorePath('/finance').storeView.storeCode).toBe('ee');
    expect(resolveStorePath('/enquiry').path).toBe('/enquiry');
  });

  it('gives the Finnish store its own tax country and hides prescriptions there', () => {
    const fi = resolveStorePath('/fi').storeView;
    expect(fi.tax.defaultCountry).toBe('FI');
    expect(fi.prescriptionsVisible).toBe(false);
    expect(resolveStorePath('/en').storeView.tax.defaultCountry).toBe('EE');
    expect(resolveStorePath('/ru').storeView.prescriptionsVisible).toBe(true);
  });

  it('round-trips every store path built by storePath', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STORE_CODES),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }),
        (code, segments) => {
          const inner = `/${segments.join('/')}`;
          const resolved = resolveStorePath(storePath(code, inner, { explicitDefault: true }));
          expect(resolved.storeView.storeCode).toBe(code);
          expect(resolved.path).toBe(inner);
        },
      ),
    );
  });
});
