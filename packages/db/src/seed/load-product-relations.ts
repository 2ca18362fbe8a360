import { inArray } from 'drizzle-orm';
import { CUSTOM_OPTION_IDS } from '@apteek/domain';
import {
  bundleOption,
  bundleOptionTitle,
  bundleSelection,
  customOptionValue,
  customOptionValueTitle,
  productConfigurableAttribute,
  productConfigurableChild,
  productCustomOption,
  productDownload,
  productDownloadTitle,
  productLink,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { insertChunked } from './bulk.ts';
import type { AttributeIds } from './load-attributes.ts';
import type { ProductIds } from './load-products.ts';
import { perStore } from './localized.ts';
import type { SeedProduct } from './source-types.ts';

/** Configurable, grouped, bundle, custom-option and download links of the seeded products. */
export async function loadProductRelations(
  db: Db,
  products: SeedProduct[],
  ids: ProductIds,
  attributes: AttributeIds,
): Promise<void> {
  const productIds = [...ids.values()];
  await db
    .delete(productConfigurableAttribute)
    .where(inArray(productConfigurableAttribute.productId, productIds));
  await db.delete(productConfigurableChild).where(inArray(productConfigurableChild.parentId, productIds));
  await db.delete(productLink).where(inArray(productLink.productId, productIds));
  await db.delete(bundleOption).where(inArray(bundleOption.productId, productIds));
  await db.delete(productCustomOption).where(inArray(productCustomOption.productId, productIds));
  await db.delete(customOptionValue).where(inArray(customOptionValue.productId, productIds));
  await db.delete(productDownload).where(inArray(productDownload.productId, productIds));

  const idOf = (sku: string, owner: string) => {
    const id = ids.get(sku);
    if (id === undefined) throw new Error(`Product ${owner} refers to unknown SKU ${sku}`);
    return id;
  };

  for (const source of products) {
    const productId = idOf(source.sku, source.sku);
    const link = (sku: string) => idOf(sku, source.sku);
    if (source.configurable) await loadConfigurable(db, productId, source, link, attributes);
    if (source.grouped) {
      await insertChunked(
        db,
        productLink,
        source.grouped.map((item, position) => ({
          productId,
          linkedProductId: link(item.sku),
          linkType: 'associated' as const,
          qty: item.qty,
          position,
        })),
      );
    }
    for (const [position, option] of (source.bundle ?? []).entries()) {
      const [row] = await db
        .insert(bundleOption)
        .values({ productId, type: option.type, required: option.required, position })
        .returning({ id: bundleOption.id });
      await insertChunked(
        db,
        bundleOptionTitle,
        perStore(option.title, (title, storeCode) => ({ optionId: row!.id, storeCode, title })),
      );
      await insertChunked(
        db,
        bundleSelection,
        option.selections.map((selection, index) => ({
          optionId: row!.id,
          productId: link(selection.sku),
          qty: selection.qty,
          isDefault: selection.isDefault,
          position: index,
        })),
      );
    }
    await loadCustomOptions(db, productId, source);
    await loadDownloads(db, productId, source);
  }
}

async function loadConfigurable(
  db: Db,
  productId: number,
  source: SeedProduct,
  link: (sku: string) => number,
  attributes: AttributeIds,
) {
  const { axes, children } = source.configurable!;
  await insertChunked(
    db,
    productConfigurableAttribute,
    axes.map((code, position) => {
      const attribute = attributes.get(code);
      if (!attribute) throw new Error(`Configurable ${source.sku} has unknown axis ${code}`);
      return { productId, attributeId: attribute.id, position };
    }),
  );
  await insertChunked(
    db,
    productConfigurableChild,
    children.map((sku, position) => ({ parentId: productId, childId: link(sku), position })),
  );
}

async function loadCustomOptions(db: Db, productId: number, source: SeedProduct) {
  for (const [position, option] of (source.customOptions ?? []).entries()) {
    const optionId = CUSTOM_OPTION_IDS[option.code];
    await db
      .insert(productCustomOption)
      .values({ productId, optionId, isRequire: option.required, position });
    for (const [index, value] of option.values.entries()) {
      const [row] = await db
        .insert(customOptionValue)
        .values({
          productId,
          optionId,
          price: String(value.price),
          priceType: value.priceType,
          position: index,
        })
        .returning({ id: customOptionValue.id });
      await insertChunked(
        db,
        customOptionValueTitle,
        perStore(value.title, (title, storeCode) => ({ valueId: row!.id, storeCode, title })),
      );
    }
  }
}

async function loadDownloads(db: Db, productId: number, source: SeedProduct) {
  for (const [position, download] of (source.downloads ?? []).entries()) {
    const [row] = await db
      .insert(productDownload)
      .values({ productId, fileName: download.fileName, position })
      .returning({ id: productDownload.id });
    await insertChunked(
      db,
      productDownloadTitle,
      perStore(download.title, (title, storeCode) => ({ downloadId: row!.id, storeCode, title })),
    );
  }
}
