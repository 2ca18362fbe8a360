// @postgres: two server processes on one database; a product's NOTIFY drops its pages on the other.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@apteek/db';
import {
  describeOnTwoInstances,
  instanceCall,
  staffSignedIn,
  type Instance,
} from '../../testing/instances.ts';

const SKU = 'IBU-400-20';

const page = async (instance: Instance, path: string) => {
  const response = await fetch(`${instance.origin}${path}`);
  return { status: response.status, html: await response.text() };
};
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describeOnTwoInstances(
  'a product taken off sale on one of two server processes on one PostgreSQL',
  { pages: true },
  (shop) => {
    it("is gone from the other's listing and its page within 2 s, while another product's kept page stays kept", async () => {
      const [first, second] = shop.instances;
      const db = shop.database.db;
      const [category] = await queryRows<{ url_key: string }>(
        db,
        sql`select t.url_key from category_product cp join product p on p.id = cp.product_id
            join category_text t on t.category_id = cp.category_id and t.store_code = 'en'
            where p.sku = ${SKU} order by cp.category_id desc limit 1`,
      );
      const [other] = await queryRows<{ sku: string; id: number }>(
        db,
        sql`select p.sku, p.id from product p join stock_item s on s.product_id = p.id
            where p.sku <> ${SKU} and p.type_id = 'simple' and p.status = 1 and p.visibility = 4
              and s.is_in_stock order by p.id limit 1`,
      );
      const listing = `/en/c/${category!.url_key}`;
      const ownPage = `/en/p/${SKU}/any`;
      const otherPage = `/en/p/${other!.sku}/any`;

      // Kept on the second instance: the listing with the product, both products' pages.
      expect((await page(second, listing)).html).toContain(`/p/${SKU}/`);
      expect((await page(second, ownPage)).status).toBe(200);
      const kept = heading((await page(second, otherPage)).html);
      expect(kept).toBeTruthy();

      // The other product renamed with its table's triggers off, so nobody is told: a page
      // rendered again would show the new name, a kept one the old.
      await db.execute(sql`alter table product_text disable trigger user`);
      try {
        await db.execute(
          sql`update product_text set name = 'Silently Renamed' where store_code = 'en' and product_id = ${other!.id}`,
        );
      } finally {
        await db.execute(sql`alter table product_text enable trigger user`);
      }

      const manager = await staffSignedIn(first, shop.database, {
        email: 'catalogue.instances@apteek.ee',
        role: 'catalogueManager',
      });
      const off = await instanceCall(first.origin, { cookie: manager })(
        'POST',
        `/api/staff/catalogue/products/${SKU}/sale`,
        { onSale: false, reason: 'Recall' },
      );
      expect(off.status).toBe(200);

      const started = Date.now();
      await expect
        .poll(async () => (await page(second, ownPage)).status, { timeout: 2_000, interval: 50 })
        .toBe(404);
      await expect
        .poll(async () => (await page(second, listing)).html.includes(`/p/${SKU}/`), {
          timeout: Math.max(100, 2_000 - (Date.now() - started)),
          interval: 50,
        })
        .toBe(false);
      expect(heading((await page(second, otherPage)).html)).toBe(kept);
    });
  },
);
