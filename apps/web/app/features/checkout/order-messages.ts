import { ORDER_MESSAGES } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';

/**
 * The order and payment calls answer in English; these are the texts a shopper may
 * meet, written out so the catalogues hold them. Anything else reads as the seeds' generic error.
 */
export function translateOrderMessage(t: TFunction, message: string): string {
  // The product's sale limit, named by the order's line (spec'd at the cart too).
  const limit = /^You can order at most (\d+) of this product at a time$/.exec(message);
  if (limit) return t('You can order at most {quantity} of this product at a time', { quantity: limit[1] });
  // What one address's unconfirmed cash-on-delivery orders may hold of a product.
  const held = /^Unpaid cash on delivery orders may hold at most (\d+) of this product\./.exec(message);
  if (held) {
    return t(
      'Unpaid cash on delivery orders may hold at most {quantity} of this product. Please pay online or wait until the pharmacy confirms your earlier order.',
      { quantity: held[1] },
    );
  }
  const known: Record<string, string> = {
    [ORDER_MESSAGES.queued]: t(
      'The order can not be transfered because of server error. Order has been queued',
    ),
    [ORDER_MESSAGES.outOfStock]: t(
      "Some products you've ordered are out of stock. Your order has been canceled.",
    ),
    [ORDER_MESSAGES.invalidAddress]: t('Address provided in checkout contains invalid data, order canceled'),
    [ORDER_MESSAGES.paymentFailed]: t('Payment failed please try again or choose another payment method'),
    [ORDER_MESSAGES.paymentAborted]: t('Payment process aborted by user.'),
    [ORDER_MESSAGES.paidButFailed]: t(
      'We received the payment, but technical problems came up while processing it. We are dealing with the problems.',
    ),
    'Please select a parcel machine!': t('Please select a parcel machine!'),
    'The prices in your cart have changed. Please check your order and place it again.': t(
      'The prices in your cart have changed. Please check your order and place it again.',
    ),
    'Your shopping cart is empty.': t('Your shopping cart is empty.'),
    // The server's own checks of compensation and opening hours.
    'Too much time has passed since prescription compensation calculation. We will redirect you to the beginning of checkout.':
      t(
        'Too much time has passed since prescription compensation calculation. We will redirect you to the beginning of checkout.',
      ),
    'Prescriptions can be bought only while the pharmacy is open.': t(
      'Prescriptions can be bought only while the pharmacy is open.',
    ),
    'You must accept the terms and conditions.': t('You must accept the terms and conditions.'),
  };
  return known[message] ?? t('Something went wrong. Try again in a few seconds.');
}
