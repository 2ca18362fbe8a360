import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  contentImageUrl,
  HOME_IMAGE_SIZES,
  isInstagramPostUrl,
  type HomeHeadImage,
  type HomeImageSize,
  type HomeInstagramTile,
  type IsoDate,
  type StoreCode,
} from '@apteek/domain';
import { linkPaths, type LinkKind } from './banners.ts';

const { homeImage, homeImageText } = schema;

/** The page's size of each kind, and twice that for dense screens. */
const SIZES = {
  head: ['560x350', '1120x700'],
  instagram: ['240x240', '480x480'],
} as const satisfies Record<string, readonly [HomeImageSize, HomeImageSize]>;

function picture(file: string, [size, double]: readonly [HomeImageSize, HomeImageSize]) {
  const { width, height } = HOME_IMAGE_SIZES[size];
  const src = contentImageUrl(file, size);
  const srcSet = `${src} ${width}w, ${contentImageUrl(file, double)} ${HOME_IMAGE_SIZES[double].width}w`;
  return { src, srcSet, width, height };
}

/**
 * The home page's active pictures with alt text in the store's language, each kind in position
 * order; a picture without the store's text is not shown there. A head image whose link target is
 * gone is shown without its link; a tile whose address is not an Instagram post is left out.
 */
export async function loadHomeImages(
  db: Db,
  view: { storeCode: StoreCode; today: IsoDate },
  campaignPaths?: ReadonlyMap<string, string>,
): Promise<{ headImages: HomeHeadImage[]; instagramTiles: HomeInstagramTile[] }> {
  const rows = await db
    .select({
      id: homeImage.id,
      kind: homeImage.kind,
      image: homeImage.image,
      linkKind: homeImage.linkKind,
      linkTarget: homeImage.linkTarget,
      alt: homeImageText.alt,
    })
    .from(homeImage)
    .innerJoin(
      homeImageText,
      and(eq(homeImageText.imageId, homeImage.id), eq(homeImageText.storeCode, view.storeCode)),
    )
    .where(eq(homeImage.isActive, true))
    .orderBy(asc(homeImage.position), asc(homeImage.id));
  const links = rows.flatMap(({ linkKind, linkTarget }) =>
    linkKind !== null && linkKind !== 'instagram' && linkTarget !== null ? [{ linkKind, linkTarget }] : [],
  );
  const paths = await linkPaths(db, view, links, campaignPaths);
  const pathOf = (kind: LinkKind | 'instagram' | null, target: string | null) =>
    kind === null || kind === 'instagram' || target === null ? null : (paths[kind].get(target) ?? null);
  const headImages: HomeHeadImage[] = [];
  const instagramTiles: HomeInstagramTile[] = [];
  for (const row of rows) {
    const file = row.image.replace(/^content\//, '');
    if (row.kind === 'head') {
      headImages.push({
        id: row.id,
        ...picture(file, SIZES.head),
        alt: row.alt,
        path: pathOf(row.linkKind, row.linkTarget),
      });
    } else if (row.linkTarget !== null && isInstagramPostUrl(row.linkTarget)) {
      instagramTiles.push({
        id: row.id,
        ...picture(file, SIZES.instagram),
        alt: row.alt,
        url: row.linkTarget,
      });
    }
  }
  return { headImages, instagramTiles };
}
