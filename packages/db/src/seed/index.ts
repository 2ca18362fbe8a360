import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { appMeta } from '../schema/index.ts';
import type { Db } from '../database.ts';
import { attributes, campaigns, salesRules } from './data/catalogue/index.ts';
import * as content from './data/content/index.ts';
import { parcelMachines } from './data/parcel-machines/index.ts';
import { loadAttributes } from './load-attributes.ts';
import { loadCategories } from './load-categories.ts';
import {
  homeImageFile,
  loadBanners,
  loadCampaigns,
  loadCmsBlocks,
  loadCmsPages,
  loadHomeImages,
} from './load-content.ts';
import { imageFile, loadProductExtras, productIdsOf } from './load-products.ts';
import { loadParcelMachines } from './load-parcel-machines.ts';
import { loadOpeningTimes } from './load-opening-times.ts';
import { loadReference } from './load-reference.ts';
import { loadSalesRules } from './load-sales-rules.ts';
import { drawLeaflet, type LeafletSection } from './leaflet.ts';
import { drawPackShot } from './pack-shot.ts';
import { drawHeadImage, drawInstagramTile } from './home-art.ts';
import type { AttributeCode } from '@apteek/domain';
import { feedImporter } from '../feeds/index.ts';
import {
  DEMO_FEED_DIR,
  DEMO_FEEDS,
  LEAFLET_PATH,
  demoCategories,
  demoFeedText,
  demoProducts,
} from './demo-feed.ts';
import type { SeedAttribute, SeedProduct } from './source-types.ts';
import { rebuildUrlRewrites } from './url-rewrites.ts';
import { rebuildProductListing } from '../search/rebuild-product-listing.ts';
import { rebuildProductSearch } from '../search/rebuild-product-search.ts';

export { rebuildUrlRewrites } from './url-rewrites.ts';
export { drawPackShot } from './pack-shot.ts';
export type * from './source-types.ts';

// Bump when the loader's mapping changes, so existing databases are re-seeded.
const LOADER_VERSION = 5;
const SEED_HASH_KEY = 'seed_hash';

export { DEMO_FEED_DIR, DEMO_FEEDS } from './demo-feed.ts';

/** The seed: the demo feed's categories and products (read back from its files), the rest as written. */
export const seedSource = {
  attributes,
  campaigns,
  salesRules,
  categories: demoCategories(),
  products: demoProducts(campaigns),
  ...content,
  parcelMachines,
};

export interface SeedResult {
  loaded: boolean;
  hash: string;
}

/**
 * Loads the committed catalogue idempotently: the demo's categories, products and stock through the
 * feed importer, as a pharmacy's feeds are (a job each, batch `demo-<hash>`), the rest upserted by
 * natural keys (SKU, code, identifier), so ids stay stable for carts and orders; an unchanged seed
 * is skipped entirely.
 */
export async function seedCatalogue(
  db: Db,
  options: { mediaDir: string; force?: boolean },
): Promise<SeedResult> {
  const hash = seedHash();
  await writeMedia(options.mediaDir, hash);
  // Before the unchanged-seed check: a database seeded before the hours existed gets them too.
  await loadOpeningTimes(db);
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_HASH_KEY));
  if (current?.value === hash && !options.force) return { loaded: false, hash };

  const loaded = await db.transaction(async (tx) => {
    // One loader at a time when several instances start against one PostgreSQL; the ones that
    // waited find the seed loaded.
    await tx.execute(sql`select pg_advisory_xact_lock(7310002)`);
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_HASH_KEY));
    if (seeded?.value === hash && !options.force) return false;
    const reference = await loadReference(tx);
    const attributes = await loadAttributes(tx, seedSource.attributes);
    // The two roots are the shop's own; the demo's tree below them is its feed's.
    await loadCategories(tx, []);
    await importDemoFeeds(tx, options.force ? `demo-${hash}-${Date.now()}` : `demo-${hash}`);
    const products = await productIdsOf(
      tx,
      seedSource.products.map((p) => p.sku),
    );
    await loadProductExtras(tx, seedSource.products, products, { reference, attributes });
    await loadCampaigns(tx, seedSource.campaigns, products);
    await loadCmsPages(tx, seedSource.cmsPages);
    await loadCmsBlocks(tx, seedSource.cmsBlocks);
    await loadBanners(tx, seedSource.banners);
    await loadHomeImages(tx, seedSource.homeImages);
    await loadSalesRules(tx, seedSource.salesRules);
    await loadParcelMachines(tx, seedSource.parcelMachines);
    await rebuildUrlRewrites(tx);
    // Search rows copy listing rows, so the listing comes first.
    await rebuildProductListing(tx, [...products.values()]);
    await rebuildProductSearch(tx, [...products.values()]);
    await tx
      .insert(appMeta)
      .values({ key: SEED_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: new Date() } });
    return true;
  });
  return { loaded, hash };
}

/**
 * The demo's feeds through the importer a pharmacy's feeds take, in the seed's transaction: every
 * row must apply (a row the importer refuses is a mistake in the committed feed).
 */
async function importDemoFeeds(db: Db, batchId: string): Promise<void> {
  const importer = feedImporter(db, () => new Date());
  for (const { kind, file } of DEMO_FEEDS) {
    const job = await importer.run({
      kind,
      mode: 'delta',
      dryRun: false,
      batchId,
      keyId: null,
      format: 'jsonl',
      body: createReadStream(join(DEMO_FEED_DIR, file)),
      // Rebuilt once by the seed, after the extras.
      listingsByCaller: true,
    });
    if (job.rows.failed > 0 || job.status !== 'done')
      throw new Error(`The demo feed ${file} did not load: ${JSON.stringify(job.errors.slice(0, 5))}`);
  }
}

/** The seed as this process loaded it: a database seeded with another is seeded again. */
export function seedHash(): string {
  return createHash('sha256')
    .update(JSON.stringify({ LOADER_VERSION, seedSource }))
    .update(DEMO_FEEDS.map(({ file }) => demoFeedText(file)).join('\n'))
    .digest('hex')
    .slice(0, 32);
}

/** Pack shots live beside the database files; they are redrawn whenever the seed changes. */
/** The seed's pack shots, leaflets and home pictures in `mediaDir`, unless this seed's are there already. */
export function writeSeedMedia(mediaDir: string): Promise<void> {
  return writeMedia(mediaDir, seedHash());
}

async function writeMedia(mediaDir: string, hash: string): Promise<void> {
  const stamp = join(mediaDir, 'product', '.seed-hash');
  if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) return;
  await mkdir(join(mediaDir, 'product'), { recursive: true });
  await mkdir(join(mediaDir, 'leaflets'), { recursive: true });
  await mkdir(join(mediaDir, 'content'), { recursive: true });
  await Promise.all(
    seedSource.homeImages.map((image) =>
      writeFile(
        join(mediaDir, homeImageFile(image)),
        image.kind === 'head' ? drawHeadImage() : drawInstagramTile(image.art),
      ),
    ),
  );
  const brands = brandLabels(seedSource.attributes);
  await Promise.all(
    seedSource.products.map((product) =>
      writeFile(join(mediaDir, imageFile(product.sku)), packShotOf(product, brands)),
    ),
  );
  // Packs of one medicine share a leaflet: the first pack's texts are written once per file.
  const leaflets = new Map<string, SeedProduct>();
  for (const product of seedSource.products) {
    const url = product.attributes.CustomerInfoUrl;
    if (typeof url === 'string' && url.startsWith(LEAFLET_PATH) && !leaflets.has(url))
      leaflets.set(url, product);
  }
  await Promise.all(
    [...leaflets].map(([url, product]) =>
      writeFile(join(mediaDir, 'leaflets', url.slice(LEAFLET_PATH.length)), leafletOf(product)),
    ),
  );
  await writeFile(stamp, hash);
}

/** The leaflet's facts in Estonian, the language of the medicines register the seed follows. */
const LEAFLET_FACTS: AttributeCode[] = [
  'Substance',
  'Atc',
  'MethodOfMedicine',
  'MethodOfUse',
  'StorageRequirement',
];

function leafletOf(product: SeedProduct): Buffer {
  const facts: LeafletSection[] = LEAFLET_FACTS.flatMap((code) => {
    const attribute = seedSource.attributes.find((a) => a.code === code);
    const value = product.attributes[code];
    if (!attribute || value === undefined) return [];
    if (typeof value === 'object' && !Array.isArray(value))
      return [{ heading: attribute.label.et, text: value.et }];
    const labelOf = (v: string | number) =>
      attribute.options?.find((option) => option.code === String(v))?.label.et ?? String(v);
    const text = (Array.isArray(value) ? value : [value]).map(labelOf).join(', ');
    return [{ heading: attribute.label.et, text }];
  });
  return drawLeaflet({
    title: 'Pakendi infoleht: teave patsiendile',
    name: product.name.et,
    sections: [
      ...facts,
      { heading: 'Mis ravim see on ja kuidas seda kasutada', text: product.description.et },
    ],
  });
}

function packShotOf(product: SeedProduct, brands: Map<string, string>): string {
  const brandCode = typeof product.attributes.Brand === 'string' ? product.attributes.Brand : '';
  return drawPackShot({
    image: product.image,
    brand: brands.get(brandCode) ?? 'Apteek',
    name: product.name.en,
    isMedicine: product.isMedicine,
  });
}

function brandLabels(attributes: SeedAttribute[]): Map<string, string> {
  const brand = attributes.find((attribute) => attribute.code === 'Brand');
  return new Map((brand?.options ?? []).map((option) => [option.code, option.label.en]));
}
