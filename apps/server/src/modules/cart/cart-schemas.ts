import { z } from 'zod';
import {
  CartQtySchema,
  ProductOptionSchema as ProductOptionContract,
  STORE_CODES,
  type ProductOption,
} from '@apteek/domain';
import { integer } from '../../plugins/validation.ts';

export const CartIdQuerySchema = z.object({ cartId: z.string().min(16).max(64) });

export const CreateCartQuerySchema = z.object({
  storeCode: z.enum(STORE_CODES).default('ee'),
  /** The token call's guest flag: a new guest cart whatever the Authorization header says. */
  guest: z.enum(['true', 'false', '1', '0']).optional(),
  /** The token call's force-client-state flag; the client uses it for its own sync. */
  forceClientState: z.enum(['true', 'false', '1', '0']).optional(),
  /** After login: the guest cart to merge into the customer's cart (once; quantities summed). */
  mergeCartId: z.string().min(16).max(64).optional(),
});

/** The cart's product_option contract of @apteek/domain; an update without one gets the empty option. */
const ProductOptionSchema = z._default(ProductOptionContract, { extension_attributes: {} });
export type { ProductOption };

export const UpdateItemBodySchema = z.object({
  cartItem: z.object({
    sku: z.string().trim().min(1).max(64),
    qty: CartQtySchema,
    product_option: ProductOptionSchema,
    quoteId: z.string().max(64).optional(),
    item_id: integer({ min: 1, coerce: true }).optional(),
    /**
     * Edit mode: the line key the shopper's line had before its options changed, naming the line
     * to replace while the browser does not know its item_id yet.
     */
    previous_line_key: z.string().min(1).max(2000).optional(),
  }),
});

export const DeleteItemBodySchema = z.object({
  cartItem: z
    .object({
      item_id: integer({ min: 1, coerce: true }).optional(),
      sku: z.string().trim().min(1).max(64).optional(),
      quoteId: z.string().max(64).optional(),
    })
    .refine((item) => item.item_id !== undefined || item.sku !== undefined, 'item_id or sku is required'),
});

export const CouponQuerySchema = CartIdQuerySchema.extend({ coupon: z.string().trim().min(1).max(64) });
export const ChatIdQuerySchema = CartIdQuerySchema.extend({ chatId: z.string().trim().min(1).max(128) });

/** An address without a country is in the country of the cart's store. */
const AddressSchema = z.object({
  country_id: z.enum(['EE', 'FI']).optional(),
  region: z.string().max(100).optional(),
  region_id: integer({ coerce: true }).optional(),
  region_code: z.string().max(32).optional(),
  street: z.array(z.string().max(100)).max(3).optional(),
  postcode: z.string().max(16).optional(),
  city: z.string().max(50).optional(),
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
  telephone: z.string().max(32).optional(),
  email: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  vat_id: z.string().max(64).optional(),
});

export const ShippingMethodsBodySchema = z.object({ address: AddressSchema.default({}) });

export const ShippingInformationBodySchema = z.object({
  addressInformation: z.object({
    shippingAddress: AddressSchema.default({}),
    billingAddress: AddressSchema.optional(),
    shippingCarrierCode: z.string().max(32),
    shippingMethodCode: z.string().max(32),
  }),
});

export const CollectTotalsBodySchema = z.object({
  methods: z
    .object({
      paymentMethod: z.object({ method: z.string().max(32) }).optional(),
      shippingCarrierCode: z.string().max(32).optional(),
      shippingMethodCode: z.string().max(32).optional(),
    })
    .default({}),
});
