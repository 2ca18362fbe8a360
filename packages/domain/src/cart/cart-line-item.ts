import * as z from 'zod/mini';
import { amountToCents, cents, type Cents } from '../pricing/money.ts';
import { CentsSchema } from '../pricing/money-schemas.ts';
import { ProductOptionSchema, StockStatusSchema, type CartItem } from './cart-api.ts';
import type { ClientLine } from './cart-diff.ts';

const CartLineFieldsSchema = z.object({
  key: z.string(),
  sku: z.string(),
  qty: z.number().check(z.int()),
  serverItemId: z.nullable(z.number().check(z.int())),
  prevQty: z.nullable(z.number().check(z.int())),
  parentSku: z.nullable(z.string()),
  name: z.string(),
  /** Unit price with VAT, as last known. */
  unitPrice: z.optional(CentsSchema),
  /** The unit price in euros, as a storefront before Cents kept it: read once as `unitPrice`. */
  priceInclTax: z.optional(z.number()),
  productOption: ProductOptionSchema,
  imageUrl: z.nullable(z.string()),
  urlPath: z.nullable(z.string()),
  isInStock: z.boolean(),
  stockStatus: StockStatusSchema,
});

/** A cart line in the browser, as it survives a reload. */
export const CartLineItemSchema = z.pipe(
  CartLineFieldsSchema,
  z.transform(({ priceInclTax, unitPrice, ...line }) => ({
    ...line,
    unitPrice: unitPrice ?? amountToCents(priceInclTax ?? 0),
  })),
);
export type CartLineItem = Omit<z.input<typeof CartLineFieldsSchema>, 'unitPrice' | 'priceInclTax'> & {
  unitPrice: Cents;
};

/**
 * A line after a sync or a confirmed change: the server's name, price and stock where it sent
 * them, the browser's options, image and link otherwise.
 */
export function mergeLine(
  line: ClientLine,
  known: CartLineItem | undefined,
  server: CartItem | undefined,
): CartLineItem {
  return {
    ...line,
    parentSku: server?.parentSku ?? known?.parentSku ?? null,
    name: server?.name ?? known?.name ?? line.sku,
    // The server's line answers euros, as the API shows money.
    unitPrice: server ? amountToCents(server.price_incl_tax) : (known?.unitPrice ?? cents(0)),
    productOption: known?.productOption ?? server?.product_option ?? {},
    imageUrl: known?.imageUrl ?? null,
    urlPath: known?.urlPath ?? null,
    isInStock: server?.is_in_stock ?? known?.isInStock ?? true,
    stockStatus: server?.stock_status ?? known?.stockStatus ?? 'ok',
    serverItemId: server?.item_id ?? line.serverItemId,
  };
}
