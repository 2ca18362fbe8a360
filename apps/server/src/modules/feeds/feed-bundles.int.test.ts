// @postgres: a bundle's options written with their titles and choices in the row's savepoint.
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import {
  feedLines,
  feedSender,
  newIntegrationKey,
  plainProductRow,
  storedProduct,
} from '../../testing/feed-sender.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { bundleOption, bundleOptionTitle, bundleSelection, product } = schema;

const testApp = useTestApp();
let key = '';
const send = feedSender(testApp, () => key);

beforeAll(async () => {
  key = await newIntegrationKey(testApp.app, await staffSessionCookie(testApp.app, 'admin'), ['catalogue']);
});

const productRow = plainProductRow;
const productOf = (sku: string) => storedProduct(testApp.app, sku);

describe('bundles in a products feed', () => {
  it('takes a bundle with its options, titles in every store and choices; an unknown choice refuses the row', async () => {
    await send('products', feedLines([productRow('BUN-A'), productRow('BUN-B'), productRow('BUN-C')]));
    const bundle = productRow('BUN-KIT', {
      type: 'bundle',
      links: {
        bundle: [
          {
            title: { et: 'Tabletid', en: 'Tablets' },
            type: 'radio',
            selections: [
              { sku: 'BUN-A', default: true },
              { sku: 'BUN-B', qty: 2 },
            ],
          },
          {
            title: { et: 'Lisa' },
            type: 'checkbox',
            required: false,
            selections: [{ sku: 'BUN-C', canChangeQty: true }],
          },
        ],
      },
    });
    const bad = productRow('BUN-BAD', {
      type: 'bundle',
      links: { bundle: [{ title: { et: 'X' }, type: 'select', selections: [{ sku: 'BUN-NONE' }] }] },
    });
    const { job } = await send(
      'products',
      feedLines([bundle, bad, productRow('BUN-LINKED', { links: { grouped: [{ sku: 'BUN-A', qty: 1 }] } })]),
    );
    expect(job.rows).toEqual({ read: 3, applied: 1, failed: 2 });
    expect(job.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'links.bundle'],
      [3, 'links'],
    ]);
    const kit = await productOf('BUN-KIT');
    expect(kit!.typeId).toBe('bundle');
    const options = await testApp.app.db
      .select()
      .from(bundleOption)
      .where(eq(bundleOption.productId, kit!.id))
      .orderBy(asc(bundleOption.position));
    expect(options.map((o) => [o.type, o.required])).toEqual([
      ['radio', true],
      ['checkbox', false],
    ]);
    const titles = await testApp.app.db
      .select({ storeCode: bundleOptionTitle.storeCode, title: bundleOptionTitle.title })
      .from(bundleOptionTitle)
      .where(eq(bundleOptionTitle.optionId, options[0]!.id))
      .orderBy(asc(bundleOptionTitle.storeCode));
    expect(titles.map((t) => t.title)).toEqual(['Tabletid', 'Tablets', 'Tabletid', 'Tabletid']);
    const choices = await testApp.app.db
      .select({
        sku: product.sku,
        qty: bundleSelection.qty,
        isDefault: bundleSelection.isDefault,
        canChangeQty: bundleSelection.canChangeQty,
      })
      .from(bundleSelection)
      .innerJoin(product, eq(product.id, bundleSelection.productId))
      .where(
        inArray(
          bundleSelection.optionId,
          options.map((o) => o.id),
        ),
      )
      .orderBy(asc(bundleSelection.optionId), asc(bundleSelection.position));
    expect(choices).toEqual([
      { sku: 'BUN-A', qty: 1, isDefault: true, canChangeQty: false },
      { sku: 'BUN-B', qty: 2, isDefault: false, canChangeQty: false },
      { sku: 'BUN-C', qty: 1, isDefault: false, canChangeQty: true },
    ]);
  });
});
