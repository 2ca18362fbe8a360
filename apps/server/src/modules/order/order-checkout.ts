import {
  CHECKOUT_MESSAGES,
  DomainError,
  MAKSEKESKUS_METHODS,
  STORE_VIEWS,
  amountToCents,
  type ParcelMachine,
  type CountryCode,
  type StoreCode,
} from '@apteek/domain';
import type { CartService } from '../cart/index.ts';
import { PAYTRAIL_BANKS } from '../payment/index.ts';
import type { NewOrderLine, OrderRow } from './order-queries.ts';
import { readinessErrors } from './order-readiness.ts';
import type { PlaceOrderBody } from './order-schemas.ts';

type CartRow = Parameters<CartService['pull']>[0];

export interface CheckedShipping {
  country: CountryCode;
  carrierCode: string | null;
  methodCode: string | null;
  parcelMachineId: string | null;
}

const BANKS: Record<PlaceOrderBody['payment']['method'], readonly string[]> = {
  maksekeskus: MAKSEKESKUS_METHODS,
  paytrail: PAYTRAIL_BANKS.map((bank) => bank.id),
  cashondelivery: [],
};

/**
 * Checks the order against checkout readiness with what the cart itself offers: its
 * payment methods (no cash on delivery for a virtual cart, the store's provider) and its shipping
 * methods for the delivery country (cold-chain goods limit them); then stores the shipping choice
 * on the cart, so its totals include that delivery.
 */
export async function checkCheckout(
  carts: CartService,
  cart: CartRow,
  body: PlaceOrderBody,
  findMachine: (id: string) => Promise<ParcelMachine | undefined>,
): Promise<CheckedShipping> {
  const { shipping } = body;
  const storeCountry = STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry;
  const wantsMachine = shipping.type === 'ParcelMachine' && shipping.parcelMachineId;
  const machine = wantsMachine ? await findMachine(shipping.parcelMachineId!) : undefined;
  const country = machine?.country ?? shipping.address?.country ?? storeCountry;
  const [items, offered, payments] = await Promise.all([
    carts.pull(cart),
    carts.shippingMethods(cart, country),
    carts.paymentMethods(cart),
  ]);
  const errors = readinessErrors(body, {
    country: storeCountry,
    itemCount: items.length,
    shippingMethods: offered.map((m) => ({
      carrierCode: m.carrier_code,
      methodCode: m.method_code,
      type: m.type,
    })),
    paymentMethods: payments.map((m) => m.code),
    banks: BANKS[body.payment.method],
  });
  const chosen = offered.find(
    (m) => m.carrier_code === shipping.carrierCode && m.method_code === shipping.methodCode,
  );
  if (chosen && chosen.type !== shipping.type) {
    errors.push({ field: 'shipping.type', message: CHECKOUT_MESSAGES.shippingMethod });
  }
  if (wantsMachine && machine?.carrierCode !== shipping.carrierCode) {
    errors.push({ field: 'shipping.parcelMachineId', message: CHECKOUT_MESSAGES.parcelMachine });
  }
  if (errors.length > 0) throw new DomainError('invalid_request', { errors });
  // A virtual cart is not delivered: it has no shipping methods and needs none.
  if (!chosen) return { country, carrierCode: null, methodCode: null, parcelMachineId: null };
  await carts.setShipping(cart, {
    carrierCode: chosen.carrier_code,
    methodCode: chosen.method_code,
    shippingAddress: { country_id: country },
  });
  return {
    country,
    carrierCode: chosen.carrier_code,
    methodCode: chosen.method_code,
    parcelMachineId: machine ? machine.id : null,
  };
}

export type OrderTotals = Pick<
  OrderRow,
  | 'subtotalInclTax'
  | 'discount'
  | 'shippingInclTax'
  | 'shippingTax'
  | 'taxTotal'
  | 'grandTotal'
  | 'couponCode'
>;

/**
 * The cart priced by the cart's own totals at `at`, in cents; a line the catalogue can no longer sell
 * stops the order. Under compensation the grand total is what the customer pays, and each line keeps
 * the fund's share.
 */
export async function priceCart(
  carts: CartService,
  cart: CartRow,
  productIds: (skus: string[]) => Promise<Map<string, number>>,
  at: Date,
): Promise<{ totals: OrderTotals; lines: (NewOrderLine & { productId: number })[] }> {
  const [items, totals] = await Promise.all([carts.pull(cart, at), carts.totals(cart, at)]);
  const priced = new Map(totals.items.map((item) => [item.item_id, item]));
  if (items.some((item) => !priced.has(item.item_id) || !item.is_in_stock)) {
    throw new DomainError('out_of_stock');
  }
  const ids = await productIds(items.map((item) => item.sku));
  const lines = items.map((item) => {
    const row = priced.get(item.item_id)!;
    return {
      productId: ids.get(item.sku)!,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      productOption: item.product_option,
      // The pharmacy dispenses against these.
      prescriptionNumber: item.prescription_number,
      patientCode: item.patient_code,
      rowTotalInclTax: amountToCents(row.row_total_incl_tax),
      discount: amountToCents(row.discount_amount),
      taxPercent: row.tax_percent,
      taxAmount: amountToCents(row.tax_amount),
      fundAmount:
        amountToCents(row.medical_insurance_discount_amount ?? 0) +
        amountToCents(row.additional_subsidy_amount ?? 0),
    };
  });
  return {
    lines,
    totals: {
      subtotalInclTax: amountToCents(totals.subtotal_incl_tax),
      discount: Math.abs(amountToCents(totals.discount_amount)),
      shippingInclTax: amountToCents(totals.shipping_incl_tax),
      shippingTax: amountToCents(totals.shipping_tax_amount),
      taxTotal: amountToCents(totals.tax_amount),
      grandTotal: amountToCents(totals.grand_total),
      couponCode: totals.coupon_code,
    },
  };
}
