import { PLACEHOLDER_IMAGE } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/index.ts';
import { memberOf } from './product-page-view.ts';

/** The fields `memberOf` reads, of a member shown on its own page. */
const member = (image: string | null) =>
  ({
    sku: 'PLAST-20',
    name: 'Plaaster 20 tk',
    slug: 'plaaster-20-tk',
    visibility: 4,
    image,
    tax_rate: 24,
    final_price_incl_tax: 2.49,
    original_price_incl_tax: 2.49,
    special_price_incl_tax: null,
    stock: { product_id: 1, qty: 5, is_in_stock: true, stock_status: 'ok' },
  }) as unknown as ProductDocument;

describe('memberOf (a grouped or bundle member)', () => {
  it("shows the member's 150x150 thumbnail through the image proxy", () => {
    expect(memberOf(member('/media/product/plast-20.svg')).thumbnailUrl).toBe(
      '/api/catalog/product/plast-20.svg/image?size=150x150',
    );
  });

  it('shows the placeholder for a member without a picture, never an empty address', () => {
    expect(memberOf(member(null)).thumbnailUrl).toBe(PLACEHOLDER_IMAGE);
  });
});
