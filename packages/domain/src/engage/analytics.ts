/**
 * Marketing analytics: the common e-commerce events of a
 * `dataLayer`, with amounts rounded to 2 decimals and the currency. Pure builders: the browser
 * decides whether consent allows pushing them.
 *
 * No event ever carries prescription or health data: a prescription product or cart line becomes
 * the generic item below (no sku, name, brand or substance), and lists are named by their kind,
 * never by a search term.
 */
import { centsToAmount, type Cents } from '../pricing/money.ts';
import { CUSTOM_OPTION_IDS, PHARMACY_TYPE_CODES } from '../catalog/product-types.ts';

export const ANALYTICS_EVENTS = [
  'view_item_list',
  'view_item',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Where a product list was shown; the only list name events carry. */
export type AnalyticsListKind =
  'category' | 'search' | 'campaign' | 'home' | 'related' | 'wishlist' | 'compare';

/** A product or cart line as the shop knows it; `unitPrice` in euros with VAT. */
export interface AnalyticsProduct {
  sku: string;
  name: string;
  brand?: string | null;
  unitPrice: number;
  qty: number;
  isPrescription: boolean;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: AnalyticsListKind;
}

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: {
    currency: 'EUR';
    value?: number;
    items: AnalyticsItem[];
    item_list_id?: AnalyticsListKind;
    coupon?: string;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
  };
}

/** What a prescription product becomes in every event. */
export const PRESCRIPTION_ITEM = { item_id: 'prescription', item_name: 'Prescription medicine' } as const;

/** Half away from zero to 2 decimals, free of binary noise (1.005 → 1.01). */
export function roundAmount(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))) / 100;
}

export function isPrescriptionType(typeCode: number): boolean {
  return typeCode === PHARMACY_TYPE_CODES.prescription;
}

interface OptionCarrier {
  productOption?: {
    extension_attributes?: { custom_options?: readonly { option_id: number | string }[] | undefined };
  };
}

/** A cart line bought on a prescription: it carries the prescription number or patient code options. */
export function isPrescriptionLine(line: OptionCarrier): boolean {
  const options = line.productOption?.extension_attributes?.custom_options ?? [];
  return options.some(
    (option) =>
      Number(option.option_id) === CUSTOM_OPTION_IDS.PrescriptionNumber ||
      Number(option.option_id) === CUSTOM_OPTION_IDS.PatientCode,
  );
}

export function analyticsItem(
  product: AnalyticsProduct,
  index?: number,
  list?: AnalyticsListKind,
): AnalyticsItem {
  const common = {
    price: roundAmount(product.unitPrice),
    quantity: Math.max(1, Math.trunc(product.qty)),
    ...(index === undefined ? {} : { index }),
    ...(list === undefined ? {} : { item_list_id: list }),
  };
  if (product.isPrescription) return { ...PRESCRIPTION_ITEM, ...common };
  return {
    item_id: product.sku,
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...common,
  };
}

function valueOf(products: readonly AnalyticsProduct[]): number {
  return roundAmount(
    products.reduce((sum, p) => sum + roundAmount(p.unitPrice) * Math.max(1, Math.trunc(p.qty)), 0),
  );
}

function withItems(
  event: AnalyticsEventName,
  products: readonly AnalyticsProduct[],
  extra: Omit<AnalyticsEvent['ecommerce'], 'currency' | 'items'> = {},
): AnalyticsEvent {
  return {
    event,
    ecommerce: {
      currency: 'EUR',
      value: valueOf(products),
      items: products.map((p) => analyticsItem(p)),
      ...extra,
    },
  };
}

export function viewItemList(list: AnalyticsListKind, products: readonly AnalyticsProduct[]): AnalyticsEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      currency: 'EUR',
      item_list_id: list,
      items: products.map((product, index) => analyticsItem(product, index, list)),
    },
  };
}

export function selectItem(
  list: AnalyticsListKind,
  product: AnalyticsProduct,
  index: number,
): AnalyticsEvent {
  return {
    event: 'select_item',
    ecommerce: { currency: 'EUR', item_list_id: list, items: [analyticsItem(product, index, list)] },
  };
}

export const viewItem = (product: AnalyticsProduct): AnalyticsEvent => withItems('view_item', [product]);
export const addToCart = (product: AnalyticsProduct): AnalyticsEvent => withItems('add_to_cart', [product]);
export const removeFromCart = (product: AnalyticsProduct): AnalyticsEvent =>
  withItems('remove_from_cart', [product]);
export const viewCart = (lines: readonly AnalyticsProduct[]): AnalyticsEvent => withItems('view_cart', lines);

export function beginCheckout(lines: readonly AnalyticsProduct[], coupon: string | null): AnalyticsEvent {
  return withItems('begin_checkout', lines, coupon ? { coupon } : {});
}

export function addShippingInfo(lines: readonly AnalyticsProduct[], shippingTier: string): AnalyticsEvent {
  return withItems('add_shipping_info', lines, { shipping_tier: shippingTier });
}

export function addPaymentInfo(lines: readonly AnalyticsProduct[], paymentType: string): AnalyticsEvent {
  return withItems('add_payment_info', lines, { payment_type: paymentType });
}

/** The order as placed: `value` is its grand total, which the line sum need not equal (shipping, discounts). */
export function purchase(order: {
  transactionId: string;
  lines: readonly AnalyticsProduct[];
  grandTotal: number;
  tax: number;
  shipping: number;
  coupon: string | null;
}): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      currency: 'EUR',
      transaction_id: order.transactionId,
      value: roundAmount(order.grandTotal),
      tax: roundAmount(order.tax),
      shipping: roundAmount(order.shipping),
      ...(order.coupon ? { coupon: order.coupon } : {}),
      items: order.lines.map((line) => analyticsItem(line)),
    },
  };
}

/** A cart line as analytics sees it: its unit price with VAT, and whether a prescription bought it. */
export function cartLineProduct(line: {
  sku: string;
  name: string;
  unitPrice: Cents;
  qty: number;
  productOption?: OptionCarrier['productOption'];
}): AnalyticsProduct {
  return {
    sku: line.sku,
    name: line.name,
    // Analytics reads euros, as the API shows money.
    unitPrice: centsToAmount(line.unitPrice),
    qty: line.qty,
    isPrescription: isPrescriptionLine(line),
  };
}

/** A product card or page as analytics sees it; prices in cents as the storefront keeps them. */
export function cardProduct(card: {
  sku: string;
  name: string;
  typeCode: number;
  priceCents: number;
  brand?: string | null;
}): AnalyticsProduct {
  return {
    sku: card.sku,
    name: card.name,
    brand: card.brand ?? null,
    unitPrice: card.priceCents / 100,
    qty: 1,
    isPrescription: isPrescriptionType(card.typeCode),
  };
}
