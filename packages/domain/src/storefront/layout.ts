import type { StoreCode } from '../store/store-views.ts';

/** A category in the header's mega menu; urlPath is inside the store view ('/c/{slug}'). */
export interface MenuCategory {
  id: number;
  name: string;
  urlPath: string;
  children: MenuCategory[];
}

/** What every page of the default layout needs besides the page itself. */
export interface LayoutData {
  menu: MenuCategory[];
}

export interface LayoutServices {
  layout(storeCode: StoreCode): Promise<LayoutData>;
}
