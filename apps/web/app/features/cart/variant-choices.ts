import {
  ConfigurableProductAnswerSchema,
  lineKey,
  type Cents,
  type ConfigurableAxis,
  type ConfigurableChild,
  type EditedLine,
  type StockStatus,
  type StoreCode,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { storeLocale } from '../../api/store-locale.ts';
import type { CartLineItem } from './cart-store.ts';

export interface VariantChild extends ConfigurableChild {
  name: string;
  /** With VAT, as the cart lines hold prices. */
  unitPrice: Cents;
  stockStatus: StockStatus;
}

/** What a configurable line may become in edit mode: its parent's axes and buyable children. */
export interface VariantChoices {
  axes: ConfigurableAxis[];
  children: VariantChild[];
}

/** The parent product's variants from /api/product; null when they cannot be loaded. */
export async function loadVariantChoices(
  parentSku: string,
  storeCode: StoreCode,
): Promise<VariantChoices | null> {
  const answer = await callApi(`/api/product/${encodeURIComponent(parentSku)}?storeCode=${storeCode}`, {
    locale: storeLocale(storeCode),
    result: ConfigurableProductAnswerSchema,
  }).catch(() => null);
  const product = answer?.result;
  if (!product?.configurable_options || !product.configurable_children) return null;
  const axes: ConfigurableAxis[] = product.configurable_options.map((axis) => ({
    attributeCode: axis.attribute_code,
    label: axis.label,
    values: axis.values.map((value) => ({ id: value.value_data, label: value.label })),
  }));
  const children = product.configurable_children.map((child) => ({
    sku: child.sku,
    name: child.name,
    status: child.status,
    price: child.final_price_incl_tax,
    unitPrice: child.final_price_incl_tax,
    stock: { isInStock: child.stock.is_in_stock },
    stockStatus: child.stock.stock_status,
    options: Object.fromEntries(
      axes.map((axis) => [axis.attributeCode, String(child.attributes[axis.attributeCode])]),
    ),
  }));
  return { axes, children };
}

/** The line a configurable line becomes with another child: same custom options, new identity. */
export function lineForChild(item: CartLineItem, child: VariantChild, qty: number): EditedLine<CartLineItem> {
  const customOptions = (item.productOption.extension_attributes?.custom_options ?? []).map((option) => ({
    optionId: option.option_id,
    value: option.option_value,
  }));
  const { serverItemId: _id, prevQty: _prev, ...rest } = item;
  return {
    ...rest,
    key: lineKey({ sku: child.sku, options: { customOptions } }),
    sku: child.sku,
    qty,
    name: child.name,
    unitPrice: child.unitPrice,
    urlPath: variantPath(item.urlPath, item.sku, child.sku),
    isInStock: child.stock.isInStock,
    stockStatus: child.stockStatus,
  };
}

/** A variant's page is '/p/{parentSku}/{slug}/{childSku}' (productPath of @apteek/domain). */
function variantPath(path: string | null, fromSku: string, toSku: string): string | null {
  const from = `/${encodeURIComponent(fromSku)}`;
  return path?.endsWith(from) ? `${path.slice(0, -from.length)}/${encodeURIComponent(toSku)}` : path;
}
