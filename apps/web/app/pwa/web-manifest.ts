import { STORE_VIEWS, type StoreCode } from '@apteek/domain';

/** The pharmacy theme's colour (the `theme-color` of every page) and the page background. */
export const THEME_COLOUR = '#085a40';
export const BACKGROUND_COLOUR = '#ffffff';

export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Where a store view's manifest is served: '/manifest.webmanifest' for the shop without a prefix. */
export function manifestPath(prefix: '' | StoreCode): string {
  return prefix ? `/${prefix}/manifest.webmanifest` : '/manifest.webmanifest';
}

export interface ManifestTexts {
  /** The store's description in its language. */
  description: string;
}

/**
 * The web app manifest of one store view: installed from '/fi', the app opens the
 * Finnish shop and stays inside '/fi/'; the shop without a prefix (the Estonian default) owns '/'.
 */
export function webManifest(storeCode: StoreCode, prefix: '' | StoreCode, texts: ManifestTexts) {
  const view = STORE_VIEWS[storeCode];
  const scope = prefix ? `/${prefix}/` : '/';
  return {
    id: scope,
    name: view.name,
    short_name: 'Apteek',
    description: texts.description,
    lang: view.i18n.locale,
    dir: 'ltr',
    start_url: scope,
    scope,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
  };
}
