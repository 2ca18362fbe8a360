import * as z from 'zod/mini';
import { STOCK_STATUSES } from '../catalog/product-types.ts';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import { parseQuantity } from '../catalog/quantity.ts';
import { CART_MESSAGES } from './add-rules.ts';

/**
 * The shapes the storefront and the server exchange for the cart (its lines, options and
 * totals, and the cart calls' bodies), in the platform's snake_case. Amounts are euros with two decimals on the
 * wire. The server parses requests with these schemas; the browser takes their types.
 */

/** The largest id a request may name: the database's id columns are 32-bit (the server's `integer()`). */
const MAX_ID = 2_147_483_647;

/** The platform's product_option: what makes a line a particular product. */
const optionId = z.coerce.number<number>().check(z.int(), z.positive(), z.lte(MAX_ID));

export const ProductOptionSchema = z.object({
  extension_attributes: z._default(
    z.object({
      custom_options: z.optional(
        z
          .array(z.object({ option_id: optionId, option_value: z.string().check(z.maxLength(500)) }))
          .check(z.maxLength(20)),
      ),
      configurable_item_options: z.optional(
        z
          .array(
            z.object({
              option_id: optionId,
              option_value: optionId,
            }),
          )
          .check(z.maxLength(10)),
      ),
      bundle_options: z.optional(
        z
          .array(
            z.object({
              option_id: optionId,
              option_qty: z._default(z.coerce.number<number>().check(z.int(), z.gte(0), z.lte(1000)), 1),
              /** Selection ids as the platform sends them, or the chosen products' SKUs. */
              option_selections: z
                .array(
                  z.union([
                    z.number().check(z.int(), z.positive(), z.lte(MAX_ID)),
                    z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
                  ]),
                )
                .check(z.minLength(1), z.maxLength(20)),
            }),
          )
          .check(z.maxLength(20)),
      ),
    }),
    {},
  ),
});
/** A product_option as the server holds it, every default filled in. */
export type ProductOption = z.output<typeof ProductOptionSchema>;
/** A product_option as a client sends it. */
export type ProductOptionInput = z.input<typeof ProductOptionSchema>;

/**
 * A line quantity as the update call sends it: a whole number above zero, as JSON or as text (the
 * quantity field's own value); anything else is refused with the cart's quantity message.
 */
export const CartQtySchema = z.pipe(
  z
    .unknown()
    .check(z.refine((value) => (parseQuantity(value) ?? 0) > 0, { message: CART_MESSAGES.quantityNotWhole })),
  z.transform((value) => parseQuantity(value) as number),
);

export const StockStatusSchema = z.enum(STOCK_STATUSES);

/** A cart line as the cart calls answer it: pull, update. */
export const CartItemSchema = z.object({
  item_id: z.number().check(z.int()),
  /** lineKey() of @apteek/domain: the browser keys its lines the same way. */
  line_key: z.string(),
  sku: z.string(),
  qty: z.number().check(z.int()),
  name: z.string(),
  /** Unit price without VAT, options included. */
  price: z.number(),
  /** Unit price with the store country's VAT. */
  price_incl_tax: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: ProductOptionSchema,
  parentSku: z.nullable(z.string()),
  is_medicine: z.boolean(),
  is_in_stock: z.boolean(),
  stock_status: StockStatusSchema,
});
export type CartItem = z.output<typeof CartItemSchema>;

const TotalsItemSchema = z.object({
  item_id: z.number().check(z.int()),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  row_total: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  /** The fund's shares of a prescription line under a valid compensation, in euros and percent. */
  medical_insurance_discount_amount: z.optional(z.number()),
  medical_insurance_discount_percent: z.optional(z.number()),
  additional_subsidy_amount: z.optional(z.number()),
  additional_subsidy_percent: z.optional(z.number()),
});

/** GET /api/cart/totals: the platform's totals. */
export const CartTotalsAnswerSchema = z.object({
  grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  /** Negative, as the platform shows a discount. */
  discount_amount: z.number(),
  tax_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  shipping_tax_amount: z.number(),
  shipping_method: z.nullable(z.string()),
  coupon_code: z.nullable(z.string()),
  base_currency_code: z.literal('EUR'),
  quote_currency_code: z.literal('EUR'),
  items_qty: z.number(),
  items: z.array(TotalsItemSchema),
  /** What the Health Insurance Fund pays of the cart in all; 0 without a compensation. */
  fund_amount: z._default(z.number(), 0),
  tax_lines: z.array(z.object({ rate: z.number(), amount: z.number() })),
  total_segments: z.array(
    z.object({
      code: z.enum(['subtotal', 'discount', 'shipping', 'tax', 'grand_total']),
      title: z.string(),
      value: z.number(),
    }),
  ),
});
export type CartTotalsAnswer = z.output<typeof CartTotalsAnswerSchema>;

/**
 * What the update and delete calls answer beside their result: the cart's totals after the change,
 * so a change costs the browser one call.
 */
export const CartChangeMetaSchema = z.object({ totals: CartTotalsAnswerSchema });
export type CartChangeMeta = z.output<typeof CartChangeMetaSchema>;

/** POST /api/cart/shipping-methods: a way to deliver this cart; the browser reads its prices as Cents. */
export const CartShippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  type: z.enum(['Courier', 'ParcelMachine', 'Pickup']),
  amount: EurosAsCentsSchema,
  price_incl_tax: EurosAsCentsSchema,
  default: z.boolean(),
  available: z.boolean(),
});
export type CartShippingMethod = z.output<typeof CartShippingMethodSchema>;

/** GET /api/cart/payment-methods: a way to pay for this cart. */
export const CartPaymentMethodSchema = z.object({
  code: z.enum(['maksekeskus', 'paytrail', 'cashondelivery']),
  title: z.string(),
  default: z.boolean(),
  is_server_method: z.boolean(),
});
export type CartPaymentMethod = z.output<typeof CartPaymentMethodSchema>;
