import type { MenuCategory } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { packMenu, unpackMenu } from './menu-wire.ts';

const menu: MenuCategory[] = [
  {
    id: 3,
    name: 'Ravimid',
    urlPath: '/c/ravimid',
    children: [
      {
        id: 11,
        name: 'Valu ja "palavik"',
        urlPath: '/c/valu-ja-palavik',
        children: [{ id: 59, name: 'Валуvaigistid', urlPath: '/c/valuvaigistid', children: [] }],
      },
      { id: 12, name: 'Külmetus', urlPath: '/c/kulmetus', children: [] },
    ],
  },
  { id: 4, name: 'Elsewhere', urlPath: '/campaigns/x', children: [] },
];

describe('the menu on the wire', () => {
  it('comes back as it was sent', () => {
    expect(unpackMenu(packMenu(menu))).toEqual(menu);
    expect(unpackMenu(packMenu([]))).toEqual([]);
  });

  it('is read once per text: every render of a store view shares one menu', () => {
    const text = packMenu(menu);
    expect(unpackMenu(text)).toBe(unpackMenu(text));
  });

  it('is at most half the bytes of the menu as JSON objects', () => {
    expect(packMenu(menu).length).toBeLessThan(JSON.stringify(menu).length / 2);
  });
});
