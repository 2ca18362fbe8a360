import * as z from 'zod/mini';
import { PRODUCT_TYPE_IDS } from '../catalog/product-types.ts';
import { CentsSchema } from '../pricing/money-schemas.ts';
import { STORE_CODES } from '../store/store-views.ts';

/**
 * /staff/catalogue's products: a search by SKU or name in any language, one product as the
 * catalogue holds it, and taking it off sale or back. Each answers `{ code: 200, result }`.
 */

/** Products a page of the staff search holds. */
export const STAFF_PRODUCT_PAGE_SIZE = 20;

/** A product's status as the catalogue stores it: 1 on sale, 2 off sale (disabled). */
export const PRODUCT_STATUS = { onSale: 1, offSale: 2 } as const;

export const StaffProductRowSchema = z.object({
  sku: z.string(),
  /** The Estonian name, or the first the product has. */
  name: z.string(),
  typeId: z.enum(PRODUCT_TYPE_IDS),
  onSale: z.boolean(),
  priceCents: CentsSchema,
  qty: z.nullable(z.number()),
});
export type StaffProductRow = z.output<typeof StaffProductRowSchema>;

export const StaffProductPageSchema = z.object({
  items: z.array(StaffProductRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffProductPage = z.output<typeof StaffProductPageSchema>;

export const StaffProductTextSchema = z.object({
  storeCode: z.enum(STORE_CODES),
  name: z.string(),
  urlKey: z.string(),
  hasDescription: z.boolean(),
  hasShortDescription: z.boolean(),
});

/** A customer group's prices for the product: from one unit and each tier. */
export const StaffGroupPriceSchema = z.object({
  group: z.string(),
  qty: z.number(),
  priceCents: CentsSchema,
});

/** A change of the product's sale state, from the audit log. */
export const StaffSaleChangeSchema = z.object({
  onSale: z.boolean(),
  reason: z.string(),
  at: z.string(),
  staffName: z.nullable(z.string()),
});
export type StaffSaleChange = z.output<typeof StaffSaleChangeSchema>;

export const StaffProductSchema = z.object({
  sku: z.string(),
  typeId: z.enum(PRODUCT_TYPE_IDS),
  /** 100 non-medicine, 200 over the counter, 300 prescription only. */
  typeCode: z.number(),
  isMedicine: z.boolean(),
  /** Narcotic or psychotropic: stored, never sold online. */
  isControlled: z.boolean(),
  vatClass: z.string(),
  onSale: z.boolean(),
  /** 1 not visible alone, 2 catalogue, 3 search, 4 both. */
  visibility: z.number(),
  /** One per store view the product has texts in (et, fi, en, ru), in that order. */
  texts: z.array(StaffProductTextSchema),
  stock: z.nullable(
    z.object({
      qty: z.number(),
      reservedQty: z.number(),
      isInStock: z.boolean(),
      status: z.string(),
    }),
  ),
  prices: z.object({
    priceCents: CentsSchema,
    special: z.nullable(
      z.object({ priceCents: CentsSchema, from: z.nullable(z.string()), to: z.nullable(z.string()) }),
    ),
    groups: z.array(StaffGroupPriceSchema),
  }),
  /** The latest changes of its sale state, newest first. */
  saleChanges: z.array(StaffSaleChangeSchema),
});
export type StaffProduct = z.output<typeof StaffProductSchema>;

/** The longest reason kept for a sale change. */
export const MAX_SALE_REASON_LENGTH = 500;
