import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  cmsPagePath,
  resolveStorePath,
  sanitizeHtml,
  storePath,
  type Breadcrumb,
  type CmsPageView,
  type StoreCode,
} from '@apteek/domain';
import { openingHoursInContent } from '../opening-hours/index.ts';

const { cmsPage, cmsPageText } = schema;

/** Deeper CMS hierarchies than this are treated as a loop in the data. */
const MAX_DEPTH = 8;

/**
 * An active CMS page in one store view, its HTML sanitised, its links kept in that view and the
 * pharmacy's hours written in where it names them.
 */
export async function loadCmsPage(
  db: Db,
  storeCode: StoreCode,
  identifier: string,
  now: Date,
): Promise<CmsPageView | null> {
  const page = await findPage(db, storeCode, { identifier });
  if (!page) return null;
  const [parents, stores, hours] = await Promise.all([
    parentTrail(db, storeCode, page.parentId),
    db.select({ storeCode: cmsPageText.storeCode }).from(cmsPageText).where(eq(cmsPageText.pageId, page.id)),
    openingHoursInContent(db, now),
  ]);
  const path = cmsPagePath(page.identifier);
  return {
    identifier: page.identifier,
    title: hours(page.title, storeCode),
    metaDescription: hours(page.metaDescription, storeCode),
    contentHtml: sanitizeHtml(hours(page.content, storeCode), {
      internalHref: (href) => (resolveStorePath(href).hasPrefix ? href : storePath(storeCode, href)),
    }),
    breadcrumbs: [...parents, { name: page.title, path }],
    alternates: Object.fromEntries(stores.map((row) => [row.storeCode, path])),
  };
}

async function findPage(db: Db, storeCode: StoreCode, key: { identifier: string } | { id: number }) {
  const [row] = await db
    .select({
      id: cmsPage.id,
      identifier: cmsPage.identifier,
      parentId: cmsPage.parentId,
      title: cmsPageText.title,
      content: cmsPageText.content,
      metaDescription: cmsPageText.metaDescription,
    })
    .from(cmsPage)
    .innerJoin(cmsPageText, and(eq(cmsPageText.pageId, cmsPage.id), eq(cmsPageText.storeCode, storeCode)))
    .where(
      and(
        eq(cmsPage.isActive, true),
        'id' in key ? eq(cmsPage.id, key.id) : eq(cmsPage.identifier, key.identifier),
      ),
    );
  return row ?? null;
}

async function parentTrail(db: Db, storeCode: StoreCode, parentId: number | null): Promise<Breadcrumb[]> {
  const trail: Breadcrumb[] = [];
  for (let id = parentId; id !== null && trail.length < MAX_DEPTH;) {
    const parent = await findPage(db, storeCode, { id });
    if (!parent) break;
    trail.unshift({ name: parent.title, path: cmsPagePath(parent.identifier) });
    id = parent.parentId;
  }
  return trail;
}
