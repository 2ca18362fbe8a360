import type { HomeBanner, Language, LayoutConfig, StoreCode } from '@apteek/domain';
import { useRouteLoaderData } from 'react-router';
import type { IdentitySettings } from '../load-context.ts';

/** What the root route's loader gives every page besides the page's own data. */
export interface RootData {
  storeCode: StoreCode;
  language: Language;
  locale: string;
  /** The header's menu, packed for the wire (menu-wire.ts). */
  menu: string;
  config: LayoutConfig;
  /** The pharmacy's hours as the footer lists them (the opening-times table's, in the store's language). */
  openingHours: string[];
  /** The banners beside the mega menu's categories and under the phone menu's. */
  menuBanners: HomeBanner[];
  isPaymentSandbox: boolean;
  identity: IdentitySettings;
  /** The shopper has made a cookie choice: the server leaves the cookie notice out. */
  cookieChoiceMade: boolean;
}

/** The root route's data; undefined when its loader failed, as the page still renders then. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
