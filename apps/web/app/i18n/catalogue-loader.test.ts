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
});
