import { STORE_CODES, resolveStorePath } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { manifestPath, webManifest } from './web-manifest.ts';

describe('webManifest', () => {
  it.each([
    ['ee', '', '/'],
    ['ee', 'ee', '/ee/'],
    ['fi', 'fi', '/fi/'],
    ['en', 'en', '/en/'],
    ['ru', 'ru', '/ru/'],
  ] as const)('store %s under prefix "%s" starts and stays in %s', (store, prefix, scope) => {
    const manifest = webManifest(store, prefix, { description: 'x' });
    expect(manifest.scope).toBe(scope);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    // The start page is the store's own home page.
    expect(resolveStorePath(manifest.start_url).storeView.storeCode).toBe(store);
    expect(manifestPath(prefix).startsWith(scope)).toBe(true);
  });

  it('meets the installability checks: names, standalone display, 192 and 512 icons and a maskable one', () => {
    for (const store of STORE_CODES) {
      const manifest = webManifest(store, store, { description: 'Apteek' });
      expect(manifest.name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.display).toBe('standalone');
      const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('speaks the store language', () => {
    expect(webManifest('fi', 'fi', { description: 'Lääkkeet' })).toMatchObject({
      lang: 'fi-FI',
      name: 'Apteek Suomi',
      description: 'Lääkkeet',
    });
    expect(webManifest('ru', 'ru', { description: 'x' }).lang).toBe('ru-RU');
  });
});
