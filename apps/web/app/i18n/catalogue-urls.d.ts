/**
 * The addresses of each language's catalogue modules, made by texts-plugin.ts (`catalogueModules`):
 * the first texts, and the later ones by part (`later`: the shared ones; `staff`, `checkout`, …),
 * none where every text is first (English, the development server).
 */
declare module 'virtual:apteek/catalogue-urls' {
  export const CATALOGUE_URLS: Record<
    'et' | 'fi' | 'en' | 'ru',
    { first: string; later: Readonly<Record<string, string>> }
  >;
  /** Per part of the later texts, the browser's scripts that wait for them (in the server's build; empty in the browser's). */
  export const WAITING_CHUNKS: Readonly<Record<string, readonly string[]>>;
}
