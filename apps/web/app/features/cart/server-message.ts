import type { TFunction } from '../../i18n/translation.tsx';

/**
 * The cart calls answer in English; these are the texts a shopper may meet, written
 * out so the catalogues hold them, and the ones with a number are matched back to their templates.
 */
export function translateServerMessage(t: TFunction, message: string): string {
  const below = /^Quantity must be below (\d+)$/.exec(message);
  if (below) return t('Quantity must be below {quantity}', { quantity: below[1] });
  const limit = /^You can order at most (\d+) of this product at a time$/.exec(message);
  if (limit) return t('You can order at most {quantity} of this product at a time', { quantity: limit[1] });
  const known: Record<string, string> = {
    'Quantity must be positive integer': t('Quantity must be positive integer'),
    'Product price is unknown, product cannot be added to the cart!': t(
      'Product price is unknown, product cannot be added to the cart!',
    ),
    'The product is out of stock and cannot be added to the cart!': t(
      'The product is out of stock and cannot be added to the cart!',
    ),
    'Prescription products can only be added via the prescription centre.': t(
      'Prescription products can only be added via the prescription centre.',
    ),
    'This product is not available.': t('This product is not available.'),
    "You've entered an incorrect coupon code. Please try again.": t(
      "You've entered an incorrect coupon code. Please try again.",
    ),
    'No such configuration for the product. Please do choose another combination of attributes.': t(
      'No such configuration for the product. Please do choose another combination of attributes.',
    ),
  };
  return known[message] ?? t('Something went wrong. Try again in a few seconds.');
}
