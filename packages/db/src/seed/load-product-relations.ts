import { inArray } from 'drizzle-orm';
import { CUSTOM_OPTION_IDS } from '@apteek/domain';
import {
  customOptionValue,
  customOptionValueTitle,
  productCustomOption,
  productDownload,
  productDownloadTitle,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { insertChunked } from './bulk.ts';
import type { ProductIds } from './load-products.ts';
import { perStore } from './localized.ts';
import type { SeedProduct } from './source-types.ts';

/**
 * Custom options and downloads of the demo's products: the feed formats have neither (a feed
 * writes the configurable, grouped and bundle links).
 */
export async function loadCustomOptionsAndDownloads(
  db: Db,
  products: SeedProduct[],
  ids: ProductIds,
): Promise<void> {
  const productIds = [...ids.values()];
  await db.delete(productCustomOption).where(inArray(productCustomOption.productId, productIds));
  await db.delete(customOptionValue).where(inArray(customOptionValue.productId, productIds));
  await db.delete(productDownload).where(inArray(productDownload.productId, productIds));
  await loadCustomOptions(db, products, ids);
  await loadDownloads(db, products, ids);
}

/** Every product's custom options and their values, a statement per table. */
async function loadCustomOptions(db: Db, products: SeedProduct[], ids: ProductIds) {
  const options = products.flatMap((source) =>
    (source.customOptions ?? []).map((option, position) => ({
      productId: ids.get(source.sku)!,
      optionId: CUSTOM_OPTION_IDS[option.code],
      isRequire: option.required,
      position,
      values: option.values,
    })),
  );
  if (options.length === 0) return;
  await insertChunked(
    db,
    productCustomOption,
    options.map(({ values: _values, ...row }) => row),
  );
  const values = options.flatMap(({ productId, optionId, values }) =>
    values.map((value, position) => ({ productId, optionId, position, value })),
  );
  const made = await db
    .insert(customOptionValue)
    .values(
      values.map(({ value, ...row }) => ({ ...row, price: String(value.price), priceType: value.priceType })),
    )
    .returning({
      id: customOptionValue.id,
      productId: customOptionValue.productId,
      optionId: customOptionValue.optionId,
      position: customOptionValue.position,
    });
  const idOf = new Map(made.map((row) => [`${row.productId}/${row.optionId}/${row.position}`, row.id]));
  await insertChunked(
    db,
    customOptionValueTitle,
    values.flatMap(({ productId, optionId, position, value }) =>
      perStore(value.title, (title, storeCode) => ({
        valueId: idOf.get(`${productId}/${optionId}/${position}`)!,
        storeCode,
        title,
      })),
    ),
  );
}

/** Every product's downloads, a statement per table. */
async function loadDownloads(db: Db, products: SeedProduct[], ids: ProductIds) {
  const downloads = products.flatMap((source) =>
    (source.downloads ?? []).map((download, position) => ({
      productId: ids.get(source.sku)!,
      position,
      download,
    })),
  );
  if (downloads.length === 0) return;
  const made = await db
    .insert(productDownload)
    .values(
      downloads.map(({ productId, position, download }) => ({
        productId,
        position,
        fileName: download.fileName,
      })),
    )
    .returning({
      id: productDownload.id,
      productId: productDownload.productId,
      position: productDownload.position,
    });
  const idOf = new Map(made.map((row) => [`${row.productId}/${row.position}`, row.id]));
  await insertChunked(
    db,
    productDownloadTitle,
    downloads.flatMap(({ productId, position, download }) =>
      perStore(download.title, (title, storeCode) => ({
        downloadId: idOf.get(`${productId}/${position}`)!,
        storeCode,
        title,
      })),
    ),
  );
}
