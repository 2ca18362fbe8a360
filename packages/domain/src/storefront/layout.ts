import type { OpeningTimes } from '../store/opening-hours.ts';
import type { StoreCode } from '../store/store-views.ts';
import type { HomeBanner } from './home.ts';

/** A category in the header's mega menu; urlPath is inside the store view ('/c/{slug}'). */
export interface MenuCategory {
  id: number;
  name: string;
  urlPath: string;
  children: MenuCategory[];
}

/** The minicart badge counts the cart's lines or the sum of their quantities. */
export type CartCountBy = 'lines' | 'quantity';

/** The store configuration the browser needs; only this public subset reaches it. */
export interface LayoutConfig {
  cartCountBy: CartCountBy;
  /**
   * A Google Tag Manager container id: with it, the container's script loads
   * once the visitor accepts cookies; without it (the default) no third-party script loads.
   */
  analyticsTagId?: string | null;
  /**
   * Coming back online: orders queued offline are sent automatically (absent: true), or,
   * when false, the shopper is asked to confirm the untransmitted ones.
   */
  sendQueuedOrdersAutomatically?: boolean;
}

/** What every page of the default layout needs besides the page itself. */
export interface LayoutData {
  menu: MenuCategory[];
  config: LayoutConfig;
  /** The pharmacy's hours from the opening-times table as the footer lists them, in the store's language. */
  openingHours: string[];
  /** The banners beside the mega menu's categories (slot `menu_aside`). */
  menuBanners: HomeBanner[];
}

export interface LayoutServices {
  layout(storeCode: StoreCode): Promise<LayoutData>;
  /** The pharmacy's prescription hours, which the prescription centre's start page prints. */
  openingTimes(): Promise<OpeningTimes>;
}
