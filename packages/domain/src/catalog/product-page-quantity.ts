import { parseQuantity } from './quantity.ts';

export type AddQuantityMessage =
  'Field is required' | 'Quantity must be positive integer' | 'Quantity must be above 0';

/** The quantity field of 'Add to cart', with its form message: a whole number of at least 1. */
export function validateAddQuantity(input: string): AddQuantityMessage | null {
  if (input.trim() === '') return 'Field is required';
  const quantity = parseQuantity(input);
  if (quantity === null) return 'Quantity must be positive integer';
  return quantity >= 1 ? null : 'Quantity must be above 0';
}
