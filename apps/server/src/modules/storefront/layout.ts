import { and, asc, eq, gte } from 'drizzle-orm';
import { schema } from '@apteek/db';
import {
  openingHoursListItems,
  STORE_VIEWS,
  type LayoutConfig,
  type LayoutData,
  type LayoutServices,
  type MenuCategory,
  type StoreCode,
} from '@apteek/domain';
import { readOpeningTimes } from '../opening-hours/index.ts';
import { slotBanners } from './banners.ts';
import type { StorefrontContext } from './context.ts';

/** Level 2 holds the store root's children (root ids 1 and 2); the menu shows three levels below it. */
const TOP_LEVEL = 2;
const MENU_DEPTH = 3;

/** The store configuration every page hands to the browser; the minicart counts units by default. */
const DEFAULT_LAYOUT_CONFIG: LayoutConfig = { cartCountBy: 'quantity' };

interface MenuRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  urlKey: string;
}

export function layoutServices(
  context: StorefrontContext,
  config: LayoutConfig = context.layoutConfig ?? DEFAULT_LAYOUT_CONFIG,
): LayoutServices {
  const { catalog } = context;
  const menuBanners = slotBanners(context, 'menu_aside');
  return {
    async layout(storeCode: StoreCode): Promise<LayoutData> {
      const [rows, times, banners] = await Promise.all([
        menuRows(catalog.db, storeCode),
        readOpeningTimes(catalog.db, new Date()),
        menuBanners(storeCode),
      ]);
      const openingHours = openingHoursListItems(times, STORE_VIEWS[storeCode].i18n.language);
      return { menu: buildMenuTree(rows), config, openingHours, menuBanners: banners };
    },
    openingTimes: () => readOpeningTimes(catalog.db, new Date()),
  };
}

/** Active menu categories of the store in position order; parents come before their children. */
async function menuRows(db: StorefrontContext['catalog']['db'], storeCode: StoreCode): Promise<MenuRow[]> {
  const { category, categoryText } = schema;
  return db
    .select({
      id: category.id,
      parentId: category.parentId,
      level: category.level,
      name: categoryText.name,
      urlKey: categoryText.urlKey,
    })
    .from(category)
    .innerJoin(
      categoryText,
      and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, storeCode)),
    )
    .where(and(gte(category.level, TOP_LEVEL), eq(category.isActive, true), eq(category.includeInMenu, true)))
    .orderBy(asc(category.level), asc(category.position), asc(category.id));
}

/** A child whose parent is hidden stays hidden too, so an inactive branch disappears whole. */
function buildMenuTree(rows: MenuRow[]): MenuCategory[] {
  const nodes = new Map<number, MenuCategory>();
  const top: MenuCategory[] = [];
  for (const row of rows) {
    if (row.level >= TOP_LEVEL + MENU_DEPTH) continue;
    const node: MenuCategory = { id: row.id, name: row.name, urlPath: `/c/${row.urlKey}`, children: [] };
    if (row.level === TOP_LEVEL) {
      top.push(node);
    } else {
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (!parent) continue;
      parent.children.push(node);
    }
    nodes.set(row.id, node);
  }
  return top;
}
