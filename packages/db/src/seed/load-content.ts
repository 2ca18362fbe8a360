import { inArray } from 'drizzle-orm';
import { slugify } from '@apteek/domain';
import {
  banner,
  bannerText,
  campaign,
  campaignProduct,
  campaignText,
  cmsBlock,
  cmsBlockText,
  cmsPage,
  cmsPageText,
  homeImage,
  homeImageText,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { excludedColumns, insertChunked } from './bulk.ts';
import type { ProductIds } from './load-products.ts';
import { perStore, textFor } from './localized.ts';
import type { SeedBanner, SeedCampaign, SeedCmsBlock, SeedCmsPage, SeedHomeImage } from './source-types.ts';

export async function loadCampaigns(
  db: Db,
  campaigns: SeedCampaign[],
  products: ProductIds,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(campaign)
    .values(
      campaigns.map((source) => ({
        code: source.code,
        startsOn: source.from ?? null,
        endsOn: source.to ?? null,
        position: source.position,
        color: source.color,
      })),
    )
    .onConflictDoUpdate({ target: campaign.code, set: excludedColumns(campaign, ['id', 'code']) })
    .returning({ id: campaign.id, code: campaign.code });
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  await db.delete(campaignText).where(inArray(campaignText.campaignId, [...ids.values()]));
  await db.delete(campaignProduct).where(inArray(campaignProduct.campaignId, [...ids.values()]));
  for (const source of campaigns) {
    const campaignId = ids.get(source.code)!;
    await insertChunked(
      db,
      campaignText,
      perStore(source.title, (title, storeCode) => ({
        campaignId,
        storeCode,
        title,
        urlKey: slugify(textFor(source.urlKey, storeCode)),
        description: textFor(source.description, storeCode),
      })),
    );
    await insertChunked(
      db,
      campaignProduct,
      source.skus.map((sku, position) => {
        const productId = products.get(sku);
        if (productId === undefined) throw new Error(`Campaign ${source.code} lists unknown SKU ${sku}`);
        return { campaignId, productId, position };
      }),
    );
  }
  return ids;
}

export async function loadCmsPages(db: Db, pages: SeedCmsPage[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(cmsPage)
    .values(pages.map((page) => ({ identifier: page.identifier, position: page.position })))
    .onConflictDoUpdate({
      target: cmsPage.identifier,
      set: excludedColumns(cmsPage, ['id', 'identifier', 'parentId']),
    })
    .returning({ id: cmsPage.id, identifier: cmsPage.identifier });
  const ids = new Map(rows.map((row) => [row.identifier, row.id]));
  await db.delete(cmsPageText).where(inArray(cmsPageText.pageId, [...ids.values()]));
  await insertChunked(
    db,
    cmsPageText,
    pages.flatMap((page) =>
      perStore(page.title, (title, storeCode) => ({
        pageId: ids.get(page.identifier)!,
        storeCode,
        title,
        content: textFor(page.content, storeCode),
        metaDescription: textFor(page.metaDescription, storeCode),
      })),
    ),
  );
  return ids;
}

export async function loadCmsBlocks(db: Db, blocks: SeedCmsBlock[]): Promise<void> {
  const rows = await db
    .insert(cmsBlock)
    .values(blocks.map((block) => ({ identifier: block.identifier })))
    .onConflictDoUpdate({ target: cmsBlock.identifier, set: excludedColumns(cmsBlock, ['id', 'identifier']) })
    .returning({ id: cmsBlock.id, identifier: cmsBlock.identifier });
  const ids = new Map(rows.map((row) => [row.identifier, row.id]));
  await db.delete(cmsBlockText).where(inArray(cmsBlockText.blockId, [...ids.values()]));
  await insertChunked(
    db,
    cmsBlockText,
    blocks.flatMap((block) =>
      perStore(block.title, (title, storeCode) => ({
        blockId: ids.get(block.identifier)!,
        storeCode,
        title,
        content: textFor(block.content, storeCode),
      })),
    ),
  );
}

export async function loadBanners(db: Db, banners: SeedBanner[]): Promise<void> {
  const rows = await db
    .insert(banner)
    .values(
      banners.map((source) => ({
        slot: source.slot,
        position: source.position,
        color: source.color,
        linkKind: source.link.kind,
        linkTarget: bannerTarget(source.link),
      })),
    )
    .onConflictDoUpdate({
      target: [banner.slot, banner.position],
      set: excludedColumns(banner, ['id', 'slot', 'position']),
    })
    .returning({ id: banner.id, slot: banner.slot, position: banner.position });
  const idOf = (source: SeedBanner) =>
    rows.find((r) => r.slot === source.slot && r.position === source.position)!.id;
  await db.delete(bannerText).where(
    inArray(
      bannerText.bannerId,
      rows.map((row) => row.id),
    ),
  );
  await insertChunked(
    db,
    bannerText,
    banners.flatMap((source) =>
      perStore(source.title, (title, storeCode) => ({
        bannerId: idOf(source),
        storeCode,
        title,
        subtitle: textFor(source.subtitle, storeCode),
        cta: textFor(source.cta, storeCode),
      })),
    ),
  );
}

/** The home page's pictures by kind and position; their files are written with the pack shots. */
export async function loadHomeImages(db: Db, images: SeedHomeImage[]): Promise<void> {
  const rows = await db
    .insert(homeImage)
    .values(
      images.map((source) => ({
        kind: source.kind,
        position: source.position,
        image: homeImageFile(source),
        ...(source.kind === 'instagram'
          ? { linkKind: 'instagram' as const, linkTarget: source.url }
          : {
              linkKind: source.link?.kind ?? null,
              linkTarget: source.link ? bannerTarget(source.link) : null,
            }),
      })),
    )
    .onConflictDoUpdate({
      target: [homeImage.kind, homeImage.position],
      set: excludedColumns(homeImage, ['id', 'kind', 'position']),
    })
    .returning({ id: homeImage.id, kind: homeImage.kind, position: homeImage.position });
  const idOf = (source: SeedHomeImage) =>
    rows.find((r) => r.kind === source.kind && r.position === source.position)!.id;
  await db.delete(homeImageText).where(
    inArray(
      homeImageText.imageId,
      rows.map((row) => row.id),
    ),
  );
  await insertChunked(
    db,
    homeImageText,
    images.flatMap((source) =>
      perStore(source.alt, (alt, storeCode) => ({ imageId: idOf(source), storeCode, alt })),
    ),
  );
}

/** Where a home picture's drawing lives in the media store. */
export function homeImageFile(source: SeedHomeImage): string {
  return `content/${source.art}.svg`;
}

function bannerTarget(link: SeedBanner['link']): string {
  switch (link.kind) {
    case 'campaign':
      return link.code;
    case 'category':
      return link.key;
    case 'page':
      return link.identifier;
    default: {
      const unknown: never = link;
      throw new Error(`Unknown banner link ${JSON.stringify(unknown)}`);
    }
  }
}
