import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

interface ConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

/** The route table as React Router matches it (ids as given, or the module's file). */
function toRouteObjects(entries: readonly ConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, index: true }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: entry.children ? toRouteObjects(entry.children) : undefined,
        },
  );
}

const table = [{ id: 'root', path: '', children: toRouteObjects(routes as ConfigEntry[]) }];

/** The matched route ids below the root and the params of the deepest. */
function match(path: string) {
  const matches = matchRoutes(table, path) ?? [];
  return { ids: matches.slice(1).map((m) => m.route.id), params: matches.at(-1)?.params ?? {} };
}

describe('the route table', () => {
  it('serves every storefront page with and without a store prefix from one route', () => {
    expect(match('/c/ravimid')).toEqual({ ids: ['store', 'category'], params: { slug: 'ravimid' } });
    expect(match('/fi/c/laakkeet')).toEqual({
      ids: ['store', 'category'],
      params: { store: 'fi', slug: 'laakkeet' },
    });
    expect(match('/ee/p/AB-1/name/AB-1-S').ids).toEqual(['store', 'product-variant']);
    expect(match('/ru/prescriptions/list').ids).toEqual([
      'store',
      'prescriptions-layout',
      'prescriptions-list',
    ]);
    expect(match('/en').ids).toEqual(['store', 'home']);
    expect(match('/').ids).toEqual(['store', 'home']);
    expect(match('/en/about-us').ids).toEqual(['store', 'static-about-us']);
  });

  it('prefers fixed paths over a store segment', () => {
    expect(match('/about-us').params).toEqual({});
    expect(match('/checkout').ids).toEqual(['store', 'checkout']);
    expect(match('/staff/login').ids).toEqual(['staff-layout', 'staff-login']);
    expect(match('/sitemap.xml').ids).toEqual(['routes/sitemap.ts']);
    expect(match('/pwa.html').ids).toEqual(['home-pwa']);
  });

  it('leaves an unknown first segment to the store route and deeper unknown paths to not-found', () => {
    // routes/store.tsx answers these as the not-found page does.
    expect(match('/kylma-ja-flunssa')).toEqual({
      ids: ['store', 'home'],
      params: { store: 'kylma-ja-flunssa' },
    });
    expect(match('/xx/c/ravimid').params).toEqual({ store: 'xx', slug: 'ravimid' });
    expect(match('/xx/yy/zz').ids).toEqual(['routes/not-found.tsx']);
  });

  it('has one route per page, not one per store prefix', () => {
    const count = (entries: readonly ConfigEntry[]): number =>
      entries.reduce((sum, entry) => sum + 1 + count(entry.children ?? []), 0);
    expect(count(routes as ConfigEntry[])).toBeLessThan(80);
  });
});
