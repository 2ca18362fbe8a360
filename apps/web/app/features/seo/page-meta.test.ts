import { describe, expect, it } from 'vitest';
import { pageMeta, samePathEverywhere } from './page-meta.ts';

describe('pageMeta', () => {
  const base = { title: 'Ibuprofeen | Apteek', origin: 'https://apteek.test', storeCode: 'fi' as const };

  it('makes the current store view canonical and lists every view as an alternate', () => {
    const meta = pageMeta({
      ...base,
      alternates: { ee: '/p/IBU-200/ibuprofeen', fi: '/p/IBU-200/ibuprofeeni' },
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://apteek.test/fi/p/IBU-200/ibuprofeeni',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'et-EE',
      href: 'https://apteek.test/p/IBU-200/ibuprofeen',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://apteek.test/p/IBU-200/ibuprofeen',
    });
  });

  it('gives noindex pages neither a canonical URL nor alternates', () => {
    const meta = pageMeta({ ...base, alternates: samePathEverywhere('/products'), noindex: true });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(meta.some((m) => 'rel' in m)).toBe(false);
  });
});
