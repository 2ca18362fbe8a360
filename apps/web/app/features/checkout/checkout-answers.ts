import * as z from 'zod/mini';
import { CartShippingMethodSchema } from '@apteek/domain';

// The checkout calls' answer schemas, imported with the first answer they read (checkout-api.ts,
// readLater): the schema library stays out of the checkout's first scripts.

/** POST /api/cart/shipping-methods: the methods for the address's country. */
export const ShippingMethodsSchema = z.array(CartShippingMethodSchema);
