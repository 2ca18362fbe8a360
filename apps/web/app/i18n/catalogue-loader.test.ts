import { describe, expect, it, vi } from 'vitest';
import { catalogueLoader } from './catalogue-loader.ts';

describe('catalogueLoader', () => {
  it('imports a language once and keeps it for rendering without waiting', async () => {
    const importCatalogue = vi.fn((language: string) => Promise.resolve({ Cart: `${language}: Cart` }));
    const catalogues = catalogueLoader(importCatalogue);
    expect(catalogues.loaded('fi')).toBeUndefined();
    const [first, second] = await Promise.all([catalogues.load('fi'), catalogues.load('fi')]);
    expect(first).toEqual({ Cart: 'fi: Cart' });
    expect(second).toBe(first);
    expect(catalogues.loaded('fi')).toBe(first);
    await catalogues.load('fi');
    expect(importCatalogue).toHaveBeenCalledTimes(1);
    expect(catalogues.loaded('ru')).toBeUndefined();
  });

  it('tries a failed import again on the next load', async () => {
    const importCatalogue = vi
      .fn<(language: string) => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Cart: 'Ostukorv' });
    const catalogues = catalogueLoader(importCatalogue);
    await expect(catalogues.load('et')).rejects.toThrow(TypeError);
    expect(catalogues.loaded('et')).toBeUndefined();
    await expect(catalogues.load('et')).resolves.toEqual({ Cart: 'Ostukorv' });
    expect(catalogues.loaded('et')).toEqual({ Cart: 'Ostukorv' });
  });

  describe('later texts', () => {
    const first = (language: string) => Promise.resolve({ Cart: `${language}: Cart` });
    const later = (language: string) => Promise.resolve({ Checkout: `${language}: Checkout` });

    it('are added to a catalogue already loaded, in place, and imported once', async () => {
      const importLater = vi.fn(later);
      const catalogues = catalogueLoader(first, importLater);
      const catalogue = await catalogues.load('et');
      expect(catalogue).toEqual({ Cart: 'et: Cart' });
      await Promise.all([catalogues.later(), catalogues.later()]);
      // The same object the page renders with, so a rendered translation sees them.
      expect(catalogues.loaded('et')).toBe(catalogue);
      expect(catalogue).toEqual({ Cart: 'et: Cart', Checkout: 'et: Checkout' });
      expect(importLater).toHaveBeenCalledTimes(1);
    });

    it('wanted before the first texts have arrived, come with them', async () => {
      let arrive: (texts: Record<string, string>) => void = () => {};
      const catalogues = catalogueLoader(() => new Promise((resolve) => (arrive = resolve)), later);
      const loading = catalogues.load('fi');
      const waiting = catalogues.later();
      arrive({ Cart: 'fi: Cart' });
      await waiting;
      expect(catalogues.loaded('fi')).toEqual({ Cart: 'fi: Cart', Checkout: 'fi: Checkout' });
      await expect(loading).resolves.toEqual({ Cart: 'fi: Cart', Checkout: 'fi: Checkout' });
    });

    it('once wanted, come with every language loaded afterwards (a change of store view)', async () => {
      const catalogues = catalogueLoader(first, later);
      await catalogues.load('et');
      await catalogues.later();
      expect(await catalogues.load('ru')).toEqual({ Cart: 'ru: Cart', Checkout: 'ru: Checkout' });
    });

    it('that cannot be had leave the English keys and are tried again on the next call', async () => {
      const importLater = vi
        .fn<(language: string) => Promise<Record<string, string>>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce({ Checkout: 'Kassa' });
      const catalogues = catalogueLoader(first, importLater);
      await catalogues.load('et');
      await expect(catalogues.later()).resolves.toBeUndefined();
      expect(catalogues.loaded('et')).toEqual({ Cart: 'et: Cart' });
      await catalogues.later();
      expect(catalogues.loaded('et')).toEqual({ Cart: 'et: Cart', Checkout: 'Kassa' });
    });
  });
});
