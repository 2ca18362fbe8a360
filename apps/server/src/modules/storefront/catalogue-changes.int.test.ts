// @postgres: the look-up of changed products' pages by one int[] parameter, on either engine.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { catalogueChangeHandler, pagesShowing, type CatalogueCaches } from './catalogue-changes.ts';

const testApp = useTestApp();

/** Caches that note what was dropped. */
function notingCaches() {
  const dropped: string[] = [];
  const caches: CatalogueCaches = {
    clear: () => dropped.push('everything'),
    dropProducts: (skus) => dropped.push(`products ${[...skus].sort().join(' ')}`),
    dropLists: () => dropped.push('lists'),
  };
  return { caches, dropped };
}

describe("a catalogue change's drops", () => {
  it('name the product, the configurable product it is a child of, and nothing for a product gone', async () => {
    const [link] = await queryRows<{ child_id: number; child: string; parent: string }>(
      testApp.app.db,
      sql`select c.child_id, k.sku as child, p.sku as parent from product_configurable_child c
          join product k on k.id = c.child_id join product p on p.id = c.parent_id limit 1`,
    );
    const skus = await pagesShowing(testApp.app.db, [link!.child_id]);
    expect(skus).toContain(link!.child.toLowerCase());
    expect(skus).toContain(link!.parent.toLowerCase());
    expect(await pagesShowing(testApp.app.db, [link!.child_id, 99_999_999])).toBeNull();
  });

  it("drop the lists at once, then the products' pages; the category listings only the lists; anything else everything", async () => {
    const [row] = await queryRows<{ id: number; sku: string }>(
      testApp.app.db,
      sql`select id, sku from product where sku = 'IBU-400-20'`,
    );
    const { caches, dropped } = notingCaches();
    const errors: unknown[] = [];
    const handle = catalogueChangeHandler(testApp.app.db, [caches], (error) => errors.push(error));
    handle(`products:${row!.id}`);
    expect(dropped).toEqual(['lists']);
    await expect.poll(() => dropped.length).toBe(2);
    expect(dropped[1]).toBe(`products ${row!.sku.toLowerCase()}`);

    dropped.length = 0;
    handle('category_listing');
    handle('cms_page');
    handle('products:99999999');
    await expect.poll(() => dropped.length).toBe(4);
    expect(dropped).toEqual(['lists', 'everything', 'lists', 'everything']);
    expect(errors).toEqual([]);
  });
});
