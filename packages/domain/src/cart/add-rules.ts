import { PHARMACY_TYPE_CODES, type PharmacyTypeCode } from '../catalog/product-types.ts';
import type { StockStatus } from '../catalog/product-types.ts';

/** The texts of a refused cart change. */
export const CART_MESSAGES = {
  quantityNotWhole: 'Quantity must be positive integer',
  quantityAbove: 'Quantity must be below {quantity}',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  prescriptionOnly: 'Prescription products can only be added via the prescription centre.',
  unavailable: 'This product is not available.',
} as const;

export interface CartProductFacts {
  status: number;
  typeCode: PharmacyTypeCode;
  /** Cents with VAT; null when the catalogue has no price for it. */
  unitGross: number | null;
  stock: { available: number; isInStock: boolean; status: StockStatus; manageStock: boolean };
}

export type CartRefusal = {
  field: 'qty' | 'sku';
  message: (typeof CART_MESSAGES)[keyof typeof CART_MESSAGES];
  /** Placeholder values of the message. */
  values?: Record<string, number>;
};

/**
 * Whether a line may hold `qty` of a product. An out-of-stock product cannot be added, nor its
 * line grown: a line that ran out after it was added stays in the cart at what it holds (marked,
 * and checkout waits until it is removed or back in stock), so `heldQty` is the line's quantity
 * before this change (0 for a new line). Volatile stock is allowed; only managed stock that is
 * certain limits the quantity.
 */
export function cartLineRefusal(
  product: CartProductFacts,
  qty: number,
  context: { viaPrescriptionCentre: boolean; heldQty: number },
): CartRefusal | null {
  if (!Number.isSafeInteger(qty) || qty <= 0)
    return { field: 'qty', message: CART_MESSAGES.quantityNotWhole };
  if (product.status !== 1) return { field: 'sku', message: CART_MESSAGES.unavailable };
  if (product.typeCode === PHARMACY_TYPE_CODES.prescription && !context.viaPrescriptionCentre) {
    return { field: 'sku', message: CART_MESSAGES.prescriptionOnly };
  }
  if (product.unitGross === null || product.unitGross < 0) {
    return { field: 'sku', message: CART_MESSAGES.priceUnknown };
  }
  const isOutOfStock = !product.stock.isInStock || product.stock.status === 'out_of_stock';
  if (isOutOfStock && qty > context.heldQty) return { field: 'sku', message: CART_MESSAGES.outOfStock };
  const isCertain = product.stock.isInStock && product.stock.manageStock && product.stock.status === 'ok';
  if (isCertain && qty > product.stock.available) {
    return {
      field: 'qty',
      message: CART_MESSAGES.quantityAbove,
      values: { quantity: product.stock.available + 1 },
    };
  }
  return null;
}
