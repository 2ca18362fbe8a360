// @postgres: two instances drop kept pages through LISTEN/NOTIFY.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@apteek/db';
import { describeOnTwoInstances, type Instance } from '../../testing/instances.ts';

const SKU = 'IBU-400-20';

/** The product page's HTML as a shopper gets it (the SKU alone redirects to the page's own URL). */
async function productPage(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.origin}/en/p/${SKU}/any`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * Page data is cached per instance (page-cache.ts) and dropped on every instance when the
 * catalogue's tables change, through their triggers' NOTIFY. Two server processes share one
 * PostgreSQL; PGlite is one process's database, so this runs only on PostgreSQL.
 */
describeOnTwoInstances(
  'cached page data on two server processes on one PostgreSQL',
  { pages: true },
  (shop) => {
    const rename = (name: string) =>
      shop.database.db.execute(
        sql`update product_text set name = ${name} where store_code = 'en' and product_id = (select id from product where sku = ${SKU})`,
      );

    it('serves a page from its cache until the catalogue changes, then every instance reads the change', async () => {
      const [first, second] = shop.instances;
      const name = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
      const original = name(await productPage(second));
      expect(original).toBeTruthy();
      expect(name(await productPage(first))).toBe(original);

      // Changed with the table's trigger off, nobody is told: both keep serving what they cached.
      await shop.database.db.execute(
        sql`alter table product_text disable trigger product_text_catalogue_changed`,
      );
      try {
        await rename('Unannounced Ibuprofen Name');
      } finally {
        await shop.database.db.execute(
          sql`alter table product_text enable trigger product_text_catalogue_changed`,
        );
      }
      expect(name(await productPage(second))).toBe(original);
      expect(name(await productPage(first))).toBe(original);

      // A change as any writer makes it: each instance drops its cached page data.
      await rename('Announced Ibuprofen Name');
      for (const instance of [second, first]) {
        await expect
          .poll(async () => name(await productPage(instance)), { timeout: 5_000 })
          .toBe('Announced Ibuprofen Name');
      }
    });

    it("shows the pharmacy's new hours on every instance once they change", async () => {
      const [first, second] = shop.instances;
      const hours = async (instance: Instance) =>
        /Mon–Fri (\d\d:\d\d)–/.exec(await productPage(instance))?.[1];
      const before = await hours(first);
      expect(before).toBeTruthy();
      expect(await hours(second)).toBe(before);
      const [row] = await queryRows<{ workdays_start: string }>(
        shop.database.db,
        sql`select workdays_start from pharmacy_opening_times where id = 1`,
      );
      await shop.database.db.execute(
        sql`update pharmacy_opening_times set workdays_start = '08:15' where id = 1`,
      );
      try {
        for (const instance of [second, first]) {
          await expect.poll(() => hours(instance), { timeout: 5_000 }).toBe('08:15');
        }
      } finally {
        await shop.database.db.execute(
          sql`update pharmacy_opening_times set workdays_start = ${row!.workdays_start} where id = 1`,
        );
      }
    });
  },
);
