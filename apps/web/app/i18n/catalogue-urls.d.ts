/**
 * The addresses of each language's catalogue modules, made by texts-plugin.ts (`catalogueModules`):
 * the first texts, the later ones and the staff area's (none where every text is first: English, the
 * development server).
 */
declare module 'virtual:apteek/catalogue-urls' {
  export const CATALOGUE_URLS: Record<
    'et' | 'fi' | 'en' | 'ru',
    { first: string; later: string | null; staff: string | null }
  >;
  /** The browser's scripts that wait for the later texts (in the server's build; empty in the browser's). */
  export const WAITING_CHUNKS: readonly string[];
  /** The same for the staff area's texts. */
  export const WAITING_STAFF_CHUNKS: readonly string[];
}
