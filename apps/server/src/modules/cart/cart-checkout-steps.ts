import type { Db } from '@apteek/db';
import type { cartCheckoutChoices, ShippingChoice } from './cart-checkout-choices.ts';
import { findCart, type CartRow } from './cart-queries.ts';
import { countryOf, type CartReader, type LoadedLine } from './cart-reader.ts';
import type { toPlatformTotals } from './cart-view.ts';

interface CheckoutStepDeps {
  db: Db;
  reader: CartReader;
  choices: ReturnType<typeof cartCheckoutChoices>;
  totalsOf: (cart: CartRow, lines: LoadedLine[], at: Date) => Promise<ReturnType<typeof toPlatformTotals>>;
  now: () => Date;
}

/**
 * The checkout's calls that store a choice and answer the totals it leads to. Each reads the cart's
 * lines once: the choice changes the cart, not its lines.
 */
export function cartCheckoutSteps({ db, reader, choices, totalsOf, now }: CheckoutStepDeps) {
  /** The cart row as stored now, after a change of its shipping or payment choice. */
  const reread = async (cart: CartRow): Promise<CartRow> => (await findCart(db, cart.id)) ?? cart;

  return {
    /** The checkout's delivery choice: stored, then the totals and payment methods it leads to. */
    async setShippingInformation(cart: CartRow, choice: ShippingChoice) {
      const { lines } = await reader.loadLines(cart);
      await choices.setShipping(cart, choice, lines);
      const updated = await reread(cart);
      const [totals, paymentMethods] = await Promise.all([
        totalsOf(updated, lines, now()),
        choices.paymentMethods(updated, lines),
      ]);
      return { totals, payment_methods: paymentMethods };
    },

    /**
     * The checkout's payment and delivery method, each when given, then the totals. A delivery
     * method for a cart without an address is judged for the store's country.
     */
    async collectTotals(
      cart: CartRow,
      methods: { paymentMethod?: string; carrierCode?: string; methodCode?: string },
    ) {
      const { lines } = await reader.loadLines(cart);
      if (methods.paymentMethod) await choices.setPaymentMethod(cart, methods.paymentMethod, lines);
      if (methods.carrierCode && methods.methodCode) {
        await choices.setShipping(
          cart,
          {
            carrierCode: methods.carrierCode,
            methodCode: methods.methodCode,
            shippingAddress: cart.shippingAddress ?? { country_id: countryOf(cart) },
          },
          lines,
        );
      }
      return totalsOf(await reread(cart), lines, now());
    },
  };
}
